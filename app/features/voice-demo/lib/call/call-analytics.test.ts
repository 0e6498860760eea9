import { describe, expect, it } from "vitest";

import { callErrors } from "~/content/demo-cat";

import { callEvents } from "./call-analytics";
import { type CallAction, callReducer, type CallState, initialCallState } from "./call-state";
import type { VoiceEvent } from "./voice-client";

/** The page's `agent`: a demo agent's slug here (CAT's page sends `cat`). */
const agent = "cobranzas";
const voice = (event: VoiceEvent, at = 0): CallAction => ({ type: "voice", event, at });
const start: CallAction = { type: "start", limitSeconds: 300 };

/** Runs the actions and collects what each change sends, in order. */
function sent(state: CallState, ...actions: CallAction[]) {
  const events = [];
  for (const action of actions) {
    const next = callReducer(state, action);
    events.push(...callEvents(state, next, agent));
    state = next;
  }
  return { events, state };
}

const { state: initializing } = sent(initialCallState, start);
const { state: connecting } = sent(initializing, { type: "mic-granted" });
const { state: active } = sent(connecting, voice({ type: "call-start" }));
const names = (actions: CallAction[], from = active) => sent(from, ...actions).events.map(([name]) => name);

describe("callEvents", () => {
  it("nothing for the start click, the microphone or the connection: demo_call_start waits for the verdict", () => {
    expect(
      sent(initialCallState, start, { type: "mic-granted" }, voice({ type: "call-start" })).events,
    ).toEqual([]);
  });

  it("demo_call_start carries the driver's noise suppression verdict, once, whenever it comes", () => {
    expect(sent(connecting, voice({ type: "noise-suppression", active: true })).events).toEqual([
      ["demo_call_start", { agent, noise_suppression: true }],
    ]);
    expect(
      sent(
        active,
        voice({ type: "noise-suppression", active: false }),
        voice({ type: "noise-suppression", active: true }),
        { type: "finish" },
      ).events.filter(([name]) => name === "demo_call_start"),
    ).toEqual([["demo_call_start", { agent, noise_suppression: false }]]);
  });

  it("demo_call_start goes out false when the wait is over, and a later verdict sends nothing", () => {
    const { events } = sent(
      active,
      { type: "noise-suppression-late" },
      voice({ type: "noise-suppression", active: true }),
    );
    expect(events).toEqual([["demo_call_start", { agent, noise_suppression: false }]]);
  });

  it("demo_call_start goes out false before the end or the failure of a call that had no verdict", () => {
    expect(names([{ type: "finish" }], connecting)).toEqual(["demo_call_start", "demo_call_end"]);
    expect(names([voice({ type: "error", detail: null })], connecting)).toEqual([
      "demo_call_start",
      "demo_call_error",
    ]);
    expect(sent(initializing, { type: "mic-failed", failure: "denied" }).events).toEqual([
      ["demo_call_start", { agent, noise_suppression: false }],
      ["demo_call_error", { agent, error_message: callErrors.micRequired }],
    ]);
  });

  it("each call has its own demo_call_start", () => {
    const { state: ended } = sent(active, { type: "noise-suppression-late" }, { type: "finish" });
    expect(
      names([start, { type: "mic-granted" }, voice({ type: "noise-suppression", active: true })], ended),
    ).toEqual(["demo_call_start"]);
  });

  it("mic_toggle with the new state, only during a call: the end's unmute is none", () => {
    const { events, state: muted } = sent(active, { type: "mute", muted: true });
    expect(events).toEqual([["mic_toggle", { agent, state: "muted" }]]);
    expect(sent(muted, { type: "mute", muted: false }).events).toEqual([
      ["mic_toggle", { agent, state: "unmuted" }],
    ]);
    expect(names([{ type: "noise-suppression-late" }, { type: "finish" }], muted)).not.toContain(
      "mic_toggle",
    );
  });

  it("demo_call_end with the active seconds and why, once, whichever way the call ended", () => {
    const { state: threeSeconds } = sent(
      active,
      { type: "noise-suppression-late" },
      { type: "tick" },
      { type: "tick" },
      { type: "tick" },
    );
    expect(sent(threeSeconds, { type: "finish" }).events).toEqual([
      ["demo_call_end", { agent, call_duration: 3, end_reason: "visitor" }],
    ]);
    expect(sent(threeSeconds, voice({ type: "call-end" })).events).toEqual([
      ["demo_call_end", { agent, call_duration: 3, end_reason: "assistant" }],
    ]);
    expect(
      sent(threeSeconds, voice({ type: "call-end", reason: "time_limit" }), { type: "finish" }).events,
    ).toEqual([["demo_call_end", { agent, call_duration: 3, end_reason: "time_limit" }]]);
    const shortCall = sent({ ...threeSeconds, limitSeconds: 4 }, { type: "tick" }, { type: "tick" });
    expect(shortCall.events).toEqual([
      ["demo_call_end", { agent, call_duration: 4, end_reason: "time_limit" }],
    ]);
  });

  it("demo_call_end carries the median response time, rounded, when a turn was measured", () => {
    const answered = { ...active, noiseSuppression: false, responseTimesMs: [800.4, 1200, 700] };
    expect(sent(answered, { type: "finish" }).events).toEqual([
      ["demo_call_end", { agent, call_duration: 0, end_reason: "visitor", median_response_ms: 800 }],
    ]);
  });

  it("a live call that fails sends demo_call_end (error) and demo_call_error with its message; a failed start only the error", () => {
    const live = { ...active, noiseSuppression: true, seconds: 5 };
    expect(sent(live, voice({ type: "error", detail: callErrors.serverError })).events).toEqual([
      ["demo_call_end", { agent, call_duration: 5, end_reason: "error" }],
      [
        "demo_call_error",
        { agent, error_message: `Error: ${callErrors.serverError} ${callErrors.serverError}` },
      ],
    ]);
    expect(sent({ ...connecting, noiseSuppression: true }, { type: "timeout" }).events).toEqual([
      ["demo_call_error", { agent, error_message: `${callErrors.failedStart} ${callErrors.timeout}` }],
    ]);
  });

  it("demo_audio_blocked when the browser refuses the assistant, once per refusal", () => {
    const known = { ...active, noiseSuppression: true };
    expect(sent(known, voice({ type: "audio-blocked" }), voice({ type: "audio-blocked" })).events).toEqual([
      ["demo_audio_blocked", { agent }],
    ]);
    expect(
      names(
        [
          voice({ type: "audio-blocked" }),
          voice({ type: "audio-resumed" }),
          voice({ type: "audio-blocked" }),
        ],
        known,
      ),
    ).toEqual(["demo_audio_blocked", "demo_audio_blocked"]);
  });

  it("demo_reconnect for each drop: recovered when it came back, lost when the page gave up", () => {
    const known = { ...active, noiseSuppression: true };
    const down = voice({ type: "connection", state: "down" });
    const { events, state } = sent(known, down, voice({ type: "connection", state: "up" }), down, {
      type: "connection-lost",
    });
    expect(events.filter(([name]) => name === "demo_reconnect")).toEqual([
      ["demo_reconnect", { agent, outcome: "recovered" }],
      ["demo_reconnect", { agent, outcome: "lost" }],
    ]);
    // The next call starts with none to report.
    expect(sent(state, start).events).toEqual([]);
  });

  it("demo_action once per action that ended, with the tool's name; one still running fails with the call", () => {
    const action = (id: string, status: "running" | "done" | "failed") =>
      voice({ type: "action", id, name: `tool_${id}`, status });
    const { state: calm } = sent(active, { type: "noise-suppression-late" });
    const { events } = sent(
      calm,
      action("a", "running"),
      action("b", "running"),
      action("c", "failed"),
      action("a", "done"),
      action("a", "done"),
      { type: "finish" },
    );
    expect(events).toEqual([
      ["demo_action", { agent, name: "tool_c", outcome: "failed" }],
      ["demo_action", { agent, name: "tool_a", outcome: "done" }],
      ["demo_action", { agent, name: "tool_b", outcome: "failed" }],
      ["demo_call_end", { agent, call_duration: 0, end_reason: "visitor" }],
    ]);
  });

  it("booking_scheduled from the demo's assistant once, when its first meeting of the call is booked", () => {
    const { state: calm } = sent(active, { type: "noise-suppression-late" });
    const meeting = (when: string) => voice({ type: "meeting-booked", when });
    expect(
      sent(calm, meeting("el martes a las 10:00"), meeting("el miércoles a las 15:30"), { type: "finish" })
        .events,
    ).toEqual([
      ["booking_scheduled", { location: "demo_assistant" }],
      ["demo_call_end", { agent, call_duration: 0, end_reason: "visitor" }],
    ]);
  });

  it("every event of the call says which assistant it is about: `cat`, or the demo agent's slug", () => {
    const finished = callReducer(active, { type: "finish" });
    expect(callEvents(active, finished, "cat")).toEqual([
      ["demo_call_start", { agent: "cat", noise_suppression: false }],
      ["demo_call_end", { agent: "cat", call_duration: 0, end_reason: "visitor" }],
    ]);
    const { events } = sent(
      active,
      { type: "mute", muted: true },
      voice({ type: "audio-blocked" }),
      voice({ type: "connection", state: "down" }),
      voice({ type: "connection", state: "up" }),
      voice({ type: "action", id: "a", name: "consultar_deuda", status: "done" }),
      voice({ type: "error", detail: "x" }),
    );
    expect(events.length).toBeGreaterThan(5);
    for (const [, properties] of events) expect(properties).toMatchObject({ agent: "cobranzas" });
  });

  it("a change that sends nothing: a tick, a level, the permission", () => {
    expect(
      names([
        { type: "tick" },
        voice({ type: "level", role: "assistant", level: 0.4 }),
        { type: "permission", permission: "granted" },
      ]),
    ).toEqual([]);
  });
});
