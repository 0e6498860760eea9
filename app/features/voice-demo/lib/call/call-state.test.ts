import { describe, expect, it } from "vitest";

import { callErrors } from "~/content/demo-cat";

import { callReducer, callSummary, initialCallState, type CallAction, type CallState } from "./call-state";
import type { TranscriptLine } from "../conversation/transcript";
import type { VoiceEvent } from "./voice-client";

const run = (state: CallState, ...actions: CallAction[]) => actions.reduce(callReducer, state);
const voice = (event: VoiceEvent, at = 0): CallAction => ({ type: "voice", event, at });
const start: CallAction = { type: "start", limitSeconds: 300 };
const connecting = run(initialCallState, start, { type: "mic-granted" });
const active = run(connecting, voice({ type: "call-start" }));
/** One level sample of either side, at `at` ms. */
const level = (role: "user" | "assistant", value: number, at: number) =>
  voice({ type: "level", role, level: value }, at);

describe("callReducer: the call states", () => {
  it("start click: idle → initializing → connecting once the microphone is granted", () => {
    const initializing = run(initialCallState, start);
    expect(initializing.status).toBe("initializing");
    expect(connecting).toMatchObject({ status: "connecting", permission: "granted" });
  });

  it("call-start → active with the timer at 0; ticks count only while active", () => {
    expect(run(connecting, { type: "tick" }).seconds).toBe(0);
    expect(active).toMatchObject({ status: "active", seconds: 0 });
    expect(run(active, { type: "tick" }, { type: "tick" }).seconds).toBe(2);
  });

  it("call-end → ended, the timer stops where it was", () => {
    const ended = run(
      active,
      { type: "tick" },
      { type: "tick" },
      { type: "tick" },
      voice({ type: "call-end" }),
    );
    expect(ended).toMatchObject({ status: "ended", seconds: 3, endedAfter: 3 });
    expect(run(ended, { type: "tick" }).seconds).toBe(3);
  });

  it("call-end before the assistant listened → ended", () => {
    expect(run(connecting, voice({ type: "call-end" })).status).toBe("ended");
  });

  it("finish click: ended, mute cleared, timer reset to 0 (also during connecting)", () => {
    const finished = run(active, { type: "tick" }, { type: "mute", muted: true }, { type: "finish" });
    expect(finished).toMatchObject({ status: "ended", seconds: 0, endedAfter: 1, muted: false });
    expect(run(connecting, { type: "finish" })).toMatchObject({ status: "ended", seconds: 0 });
  });

  it("an error during connecting is a failed start", () => {
    const failed = run(connecting, voice({ type: "error", detail: callErrors.unauthorized }));
    expect(failed).toMatchObject({
      status: "error",
      error: {
        message: "No se pudo iniciar la llamada. Por favor intenta nuevamente.",
        detail: callErrors.unauthorized,
      },
    });
  });

  it("an error during the call is 'Error: {message}', or the unknown-error text; the timer stops", () => {
    const ticking = run(active, { type: "tick" });
    const failed = run(ticking, voice({ type: "error", detail: callErrors.connectionLost }));
    expect(failed.error?.message).toBe(`Error: ${callErrors.connectionLost}`);
    expect(run(failed, { type: "tick" }).seconds).toBe(1);
    expect(run(ticking, voice({ type: "error", detail: null })).error?.message).toBe(
      "Ocurrió un error desconocido",
    );
  });

  it("mic denied: the quoted message; the permission stays what the browser said", () => {
    const denied = run(initialCallState, start, { type: "mic-failed", failure: "denied" });
    expect(denied).toMatchObject({
      status: "error",
      permission: "unknown",
      endReason: "error",
      error: { message: "Se requiere acceso al micrófono para esta demo.", detail: null },
    });
    expect(denied.micFailure).toBe("denied");
    const dismissed = run(initialCallState, start, { type: "mic-failed", failure: "dismissed" });
    expect(dismissed.error?.message).toBe(callErrors.micDismissed);
    const noDevice = run(initialCallState, start, { type: "mic-failed", failure: "no-device" });
    expect(noDevice.error?.message).toBe(callErrors.noMicrophone);
    const insecure = run(initialCallState, start, { type: "mic-failed", failure: "insecure" });
    expect(insecure.error?.message).toBe(callErrors.insecureContext);
  });

  it("a connection timeout is a failed start with its own detail", () => {
    expect(run(connecting, { type: "timeout" })).toMatchObject({
      status: "error",
      error: { message: callErrors.failedStart, detail: callErrors.timeout },
    });
    expect(run(active, { type: "timeout" }).status).toBe("active");
  });

  it("a new start after an end or an error clears the previous call", () => {
    const failed = run(active, voice({ type: "transcript", role: "user", text: "Hola", final: true }), {
      type: "mute",
      muted: true,
    });
    const again = run(failed, voice({ type: "error", detail: null }), start);
    expect(
      run(initialCallState, start, { type: "mic-failed", failure: "denied" }, start).micFailure,
    ).toBeNull();
    expect(again).toMatchObject({
      status: "initializing",
      error: null,
      transcript: [],
      muted: false,
      seconds: 0,
    });
    expect(run(active, start)).toBe(active);
  });

  it("events of a call that is over change nothing", () => {
    const ended = run(active, { type: "finish" });
    expect(run(ended, voice({ type: "call-start" }), level("assistant", 1, 0))).toBe(ended);
  });

  it("keeps speaking flags, level and transcript during the call, and clears them at the end", () => {
    const talking = run(
      active,
      voice({ type: "speaking", role: "assistant", speaking: true }),
      voice({ type: "speaking", role: "user", speaking: true }),
      level("assistant", 3, 0),
      voice({ type: "transcript", role: "assistant", text: "Hola", final: false }),
    );
    expect(talking).toMatchObject({ assistantSpeaking: true, userSpeaking: true, assistantLevel: 1 });
    expect(talking.transcript).toHaveLength(1);
    expect(run(talking, voice({ type: "call-end" }))).toMatchObject({
      assistantSpeaking: false,
      userSpeaking: false,
      assistantLevel: 0,
      transcript: [{ role: "assistant", text: "Hola", final: true }],
    });
  });
});

describe("callReducer: the assistant's actions (docs/product.md#the-agent-at-work)", () => {
  const action = (id: string, status: "running" | "done" | "failed", outcome?: string) =>
    voice({
      type: "action",
      id,
      name: "consultar_agenda",
      status,
      ...(outcome !== undefined && { outcome }),
    });

  it("places each action in the transcript where it happens, and settles it when its result comes", () => {
    const working = run(
      active,
      voice({ type: "transcript", role: "assistant", text: "Dejame ver la agenda.", final: true }),
      action("call_1", "running"),
      voice({ type: "transcript", role: "user", text: "Dale.", final: true }),
    );
    expect(working.transcript).toMatchObject([
      { role: "assistant" },
      { kind: "action", actionId: "call_1", status: "running" },
      { role: "user" },
    ]);
    const done = run(working, action("call_1", "done", "el martes"));
    expect(done.transcript[1]).toMatchObject({ status: "done", outcome: "el martes" });
    expect(run(done, action("call_1", "done", "otra"))).toBe(done);
  });

  it("an action whose result never came fails when the call ends or fails", () => {
    const working = run(
      active,
      action("call_1", "running"),
      action("call_2", "running"),
      action("call_2", "done"),
    );
    for (const end of [
      voice({ type: "call-end" }),
      { type: "finish" } as const,
      voice({ type: "error", detail: null }),
    ]) {
      expect(run(working, end).transcript.map((entry) => ("status" in entry ? entry.status : null))).toEqual([
        "failed",
        "done",
      ]);
    }
  });

  it("actions of a call that is over change nothing", () => {
    const ended = run(active, { type: "finish" });
    expect(run(ended, action("call_1", "running"))).toBe(ended);
  });

  it("keeps the meeting the assistant booked for the card after the call; a new call starts without one", () => {
    const booked = run(
      active,
      voice({ type: "meeting-booked", when: "el martes 2 de diciembre a las 10:00" }),
    );
    const ended = run(booked, { type: "finish" });
    expect(callSummary(ended).meeting).toBe("el martes 2 de diciembre a las 10:00");
    expect(callSummary(run(active, { type: "finish" })).meeting).toBeNull();
    expect(run(ended, start).meeting).toBeNull();
    expect(run(ended, voice({ type: "meeting-booked", when: "el jueves" }))).toBe(ended);
  });
});

describe("callReducer: what sells the demo", () => {
  it("connection steps: preparing once the microphone is granted, then the driver's, gone when live", () => {
    expect(connecting.connectStep).toBe("preparing");
    const joining = run(
      connecting,
      voice({ type: "connect-step", step: "creating" }),
      voice({ type: "connect-step", step: "joining" }),
    );
    expect(joining.connectStep).toBe("joining");
    expect(run(joining, voice({ type: "call-start" })).connectStep).toBeNull();
    expect(run(active, voice({ type: "connect-step", step: "creating" })).connectStep).toBeNull();
  });

  it("measures each answered turn from the levels, puts it on that assistant line, and not on the greeting", () => {
    const call = run(
      active,
      level("assistant", 0.5, 100),
      voice({ type: "transcript", role: "assistant", text: "¡Hola!", final: true }, 200),
      level("assistant", 0.4, 900),
      level("assistant", 0, 1000),
      level("user", 0.3, 2000),
      voice({ type: "transcript", role: "user", text: "Mi pedido", final: true }, 2500),
      level("user", 0.3, 3000),
      level("user", 0.01, 3100),
      level("assistant", 0.6, 3800),
      voice({ type: "transcript", role: "assistant", text: "Con", final: false }, 3900),
      voice({ type: "transcript", role: "assistant", text: "Con gusto.", final: true }, 4200),
    );
    expect(call.responseTimesMs).toEqual([800]);
    expect(
      (call.transcript as TranscriptLine[]).map(({ role, responseMs }) => ({ role, responseMs })),
    ).toEqual([
      { role: "assistant", responseMs: undefined },
      { role: "user", responseMs: undefined },
      { role: "assistant", responseMs: 800 },
    ]);
  });

  it("a response whose words came before its sound goes on the line being spoken", () => {
    const call = run(
      active,
      level("assistant", 0.5, 0),
      level("user", 0.3, 2000),
      voice({ type: "transcript", role: "assistant", text: "Claro", final: false }, 2500),
      level("assistant", 0.5, 2700),
    );
    expect(call.transcript.at(-1)).toMatchObject({ role: "assistant", responseMs: 700 });
    expect(call.pendingResponseMs).toBeNull();
  });

  it("levels before the assistant listens are no conversation; quiet samples cost no render", () => {
    const early = run(connecting, level("assistant", 0.5, 0), level("user", 0.3, 2000));
    const live = run(early, voice({ type: "call-start" }), level("assistant", 0.5, 2500));
    // The first sound of the live call is the greeting, whatever came before.
    expect(live.responseTimesMs).toEqual([]);
    expect(run(active, level("user", 0.001, 100))).toBe(active);
  });

  it("speech cut by the mute is not measured", () => {
    const call = run(
      active,
      level("assistant", 0.5, 0),
      level("user", 0.3, 2000),
      { type: "mute", muted: true },
      level("user", 0, 2100),
      level("assistant", 0.5, 2500),
    );
    expect(call.responseTimesMs).toEqual([]);
  });

  it("'No te escuchamos' after 5 s of silence in a live, unmuted call; sound clears it", () => {
    const mic = (value: number, at: number) => voice({ type: "mic-level", level: value }, at);
    const silent = run(active, mic(0, 1000), mic(0.001, 6000));
    expect(silent.silence.noSound).toBe(true);
    expect(run(silent, mic(0.2, 6100)).silence.noSound).toBe(false);
    // Muted: the visitor chose silence.
    const muted = run(active, { type: "mute", muted: true }, mic(0, 1000), mic(0, 9000));
    expect(muted.silence.noSound).toBe(false);
    // Not live yet: connecting does not count.
    expect(run(connecting, mic(0, 0), mic(0, 9000)).silence.noSound).toBe(false);
    // Unmuting starts the count again.
    const unmuted = run(silent, { type: "mute", muted: true }, { type: "mute", muted: false }, mic(0, 7000));
    expect(unmuted.silence.noSound).toBe(false);
    // A level that changes nothing shown keeps the same state (no render).
    expect(run(silent, mic(0, 6200))).toBe(silent);
  });

  it("'Conexión inestable' while the network is poor", () => {
    const poor = run(active, voice({ type: "network", poor: true }));
    expect(poor.networkPoor).toBe(true);
    expect(run(poor, voice({ type: "network", poor: false })).networkPoor).toBe(false);
    expect(run(poor, voice({ type: "call-end" })).networkPoor).toBe(false);
  });

  it("the page ends the call itself at the length limit", () => {
    const short = run(initialCallState, { type: "start", limitSeconds: 30 }, { type: "mic-granted" });
    const live = run(short, voice({ type: "call-start" }));
    const ticks = (state: CallState, count: number) =>
      run(state, ...Array.from({ length: count }, (): CallAction => ({ type: "tick" })));
    expect(ticks(live, 29)).toMatchObject({ status: "active", seconds: 29, endReason: null });
    expect(ticks(live, 30)).toMatchObject({ status: "ended", endedAfter: 30, endReason: "time_limit" });
    expect(callSummary(ticks(live, 30))).toMatchObject({ kind: "call", seconds: 30, endedByLimit: true });
  });

  it("every end has its reason", () => {
    expect(run(active, { type: "finish" }).endReason).toBe("visitor");
    expect(run(active, voice({ type: "call-end" })).endReason).toBe("assistant");
    expect(run(active, voice({ type: "call-end", reason: "time_limit" })).endReason).toBe("time_limit");
    expect(run(connecting, { type: "timeout" }).endReason).toBe("error");
    const broken = run(active, { type: "tick" }, { type: "tick" }, voice({ type: "error", detail: null }));
    expect(broken).toMatchObject({ endReason: "error", endedAfter: 2 });
    expect(run(connecting, voice({ type: "error", detail: null })).endedAfter).toBeNull();
    expect(run(broken, start)).toMatchObject({ endReason: null, responseTimesMs: [], endedAfter: null });
  });
});

describe("callReducer: a real call in the field (docs/product.md#a-real-call-in-the-field)", () => {
  const down = voice({ type: "connection", state: "down" });
  const up = voice({ type: "connection", state: "up" });

  it("'Reconectando…' while the connection is down; the call goes on when it returns", () => {
    const dropped = run(active, { type: "tick" }, down);
    expect(dropped).toMatchObject({ status: "active", reconnecting: true, reconnections: [] });
    // The call's time keeps running: the call is not over.
    const back = run(dropped, { type: "tick" }, up);
    expect(back).toMatchObject({ status: "active", seconds: 2, reconnecting: false });
    expect(back.reconnections).toEqual(["recovered"]);
    expect(run(back, down, up).reconnections).toEqual(["recovered", "recovered"]);
  });

  it("a connection that never returns ends the call with its message", () => {
    const lost = run(active, { type: "tick" }, down, { type: "connection-lost" });
    expect(lost).toMatchObject({
      status: "error",
      endReason: "error",
      endedAfter: 1,
      reconnecting: false,
      reconnections: ["lost"],
      error: {
        message: "Error: Se cortó la conexión con el asistente.",
        detail: callErrors.connectionDropped,
      },
    });
    // A limit that fires after the connection came back, or after the end, changes nothing.
    const back = run(active, down, up);
    expect(run(back, { type: "connection-lost" })).toBe(back);
    expect(run(lost, { type: "connection-lost" })).toBe(lost);
  });

  it("only a live call reconnects; a new call starts connected", () => {
    expect(run(connecting, down)).toBe(connecting);
    const dropped = run(active, down);
    expect(run(dropped, { type: "finish" }).reconnecting).toBe(false);
    expect(run(dropped, { type: "finish" }, start)).toMatchObject({ reconnecting: false, reconnections: [] });
  });

  it("the assistant's audio blocked and resumed, also while connecting; gone at the end", () => {
    const blocked = run(connecting, voice({ type: "audio-blocked" }));
    expect(blocked.audioBlocked).toBe(true);
    expect(run(blocked, voice({ type: "audio-resumed" })).audioBlocked).toBe(false);
    const live = run(blocked, voice({ type: "call-start" }));
    expect(live.audioBlocked).toBe(true);
    expect(run(live, { type: "finish" }).audioBlocked).toBe(false);
  });

  it("remembers whether noise suppression runs, unknown until the driver says", () => {
    expect(active.noiseSuppression).toBeNull();
    const on = run(active, voice({ type: "noise-suppression", active: true }));
    expect(on.noiseSuppression).toBe(true);
    expect(run(on, voice({ type: "noise-suppression", active: false })).noiseSuppression).toBe(false);
  });

  it("a verdict late into the live call counts as off; the driver's own verdict still applies after", () => {
    expect(run(connecting, { type: "noise-suppression-late" })).toBe(connecting);
    const late = run(active, { type: "noise-suppression-late" });
    expect(late.noiseSuppression).toBe(false);
    expect(run(late, voice({ type: "noise-suppression", active: true })).noiseSuppression).toBe(true);
    const known = run(active, voice({ type: "noise-suppression", active: true }));
    expect(run(known, { type: "noise-suppression-late" })).toBe(known);
  });
});

describe("callReducer: the guard (docs/product.md#the-guard)", () => {
  const initializing = run(initialCallState, start);

  it("a step the driver reached while the browser still asked for the microphone stays", () => {
    const ahead = run(initializing, voice({ type: "connect-step", step: "creating" }));
    expect(ahead).toMatchObject({ status: "initializing", connectStep: "creating" });
    expect(run(ahead, { type: "mic-granted" })).toMatchObject({
      status: "connecting",
      connectStep: "creating",
    });
  });

  it("Turnstile failing: its own message, whenever it comes, the microphone's prompt still open included", () => {
    for (const state of [initializing, connecting]) {
      const failed = run(state, voice({ type: "error", detail: null, cause: "unverified" }));
      expect(failed).toMatchObject({
        status: "error",
        endReason: "error",
        error: {
          message: "No pudimos verificar que sos una persona. Probá de nuevo o escribinos.",
          detail: null,
          cause: "unverified",
        },
      });
    }
  });

  it("a visitor over the site's limit: its own message", () => {
    expect(run(connecting, voice({ type: "error", detail: null, cause: "limited" })).error).toEqual({
      message: "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
      detail: null,
      cause: "limited",
    });
  });

  it("every line busy: its own message, also when Vapi ends a live call at once", () => {
    for (const state of [connecting, active]) {
      expect(run(state, voice({ type: "error", detail: null, cause: "busy" })).error).toEqual({
        message:
          "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.",
        detail: null,
        cause: "busy",
      });
    }
  });

  it("a Turnstile challenge showing changes nothing the page shows", () => {
    expect(run(connecting, voice({ type: "challenge", showing: true }))).toBe(connecting);
  });
});
