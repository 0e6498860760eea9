// @vitest-environment jsdom
import { EventEmitter } from "node:events";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { actionLabels, callErrors } from "~/content/demo-cat";
import { CLIENT_MESSAGES } from "~/contracts/vapi-call-settings.mjs";
import { reportError } from "~/lib/errors";

import type { VoiceEvent } from "../call/voice-client";
// Its type only: each test imports the module afresh (vi.resetModules).
import type { createVapiClient as createVapiClientType } from "./vapi-client.client";
import { sofia } from "../../test-support";

/** Daily's call object as far as the driver reaches it (daily-js 0.87's shapes). */
class FakeDailyCall extends EventEmitter {
  assistantTrack = { kind: "audio", id: "assistant-audio" } as MediaStreamTrack;
  appMessages: unknown[] = [];
  participants() {
    return {
      local: { local: true, user_name: "", session_id: "me", tracks: { audio: { state: "sendable" } } },
      "session-a": {
        local: false,
        user_name: "Vapi Speaker",
        session_id: "session-a",
        tracks: {
          audio: { state: "playable", track: this.assistantTrack, persistentTrack: this.assistantTrack },
        },
      },
    };
  }
  sendAppMessage(data: unknown) {
    this.appMessages.push(data);
    return this;
  }
}

/** Stands in for the SDK: an EventEmitter (like Vapi) whose start() the test resolves. */
/** The SDK's `call-start-progress` events, in order; `stage:completed` for a stage that ended. */
function emitStages(vapi: FakeVapi, ...stages: string[]) {
  for (const entry of stages) {
    const [stage, status = "started"] = entry.split(":");
    vapi.emit("call-start-progress", { stage, status, timestamp: "" });
  }
}

class FakeVapi extends EventEmitter {
  static instances: FakeVapi[] = [];
  args: unknown[];
  resolveStart: (value: object | null) => void = () => {};
  start = vi.fn(() => {
    // The real SDK throws from emit("error") when no listener is registered.
    if (this.listenerCount("error") === 0) throw new Error("error listener missing");
    return new Promise<object | null>((resolve) => (this.resolveStart = resolve));
  });
  resolveReconnect: () => void = () => {};
  rejectReconnect: (error: unknown) => void = () => {};
  reconnect = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        this.resolveReconnect = () => resolve();
        this.rejectReconnect = reject;
      }),
  );
  stop = vi.fn(async () => {});
  setMuted = vi.fn((_muted: boolean): void => {
    throw new Error("Call object is not available.");
  });
  daily = new FakeDailyCall();
  player: HTMLAudioElement | null = null;
  getDailyCallObject = () => this.daily;
  getAudioPlayer = () => this.player;
  constructor(...args: unknown[]) {
    super();
    this.args = args;
    FakeVapi.instances.push(this);
  }
}

vi.mock("@vapi-ai/web", () => ({ default: { default: FakeVapi } }));
vi.mock("~/lib/errors", () => ({ reportError: vi.fn() }));
/** The page's own meter on the stream (lib/microphone/level-meter.ts): the test plays the analyser's part. */
const meter = vi.hoisted(() => ({
  stream: null as unknown,
  stopped: false,
  listeners: null as { onLevel: (level: number) => void; onSpeaking: (speaking: boolean) => void } | null,
}));
vi.mock("../microphone/level-meter", () => ({
  startLevelMeter: (stream: unknown, listeners: NonNullable<typeof meter.listeners>) => {
    Object.assign(meter, { stream, listeners, stopped: false });
    return () => void (meter.stopped = true);
  },
}));

const actions = { labels: actionLabels, booksMeetings: true };
const settings = { publicKey: "pk", assistantId: "assistant-1", maxCallSeconds: 240, actions };
const stream = {} as MediaStream;

async function freshDriver(driverSettings: Parameters<typeof createVapiClientType>[0] = settings) {
  vi.resetModules();
  const { createVapiClient } = await import("./vapi-client.client");
  return createVapiClient(driverSettings);
}

async function startCall(driverSettings: Parameters<typeof freshDriver>[0] = settings) {
  const client = await freshDriver(driverSettings);
  const events: VoiceEvent[] = [];
  const call = client.start(stream, (event) => events.push(event));
  await vi.waitFor(() => expect(FakeVapi.instances.at(-1)?.start).toHaveBeenCalled());
  return { call, events, vapi: FakeVapi.instances.at(-1)!, client };
}

describe("createVapiClient", () => {
  beforeEach(() => {
    FakeVapi.instances = [];
  });
  afterEach(() => vi.clearAllMocks());

  it("constructs the SDK with the public key and avoidEval, and starts the assistant with the length limit and every message the page reads", async () => {
    const { vapi } = await startCall();
    expect(vapi.args).toEqual(["pk", undefined, { avoidEval: true }, { audioSource: true }]);
    expect(vapi.start).toHaveBeenCalledWith("assistant-1", {
      maxDurationSeconds: 240,
      clientMessages: [...CLIENT_MESSAGES],
    });
  });

  it("starts a demo agent's call with the agent's overrides beside the limit and the messages", async () => {
    const agent = sofia.overrides!;
    const { vapi } = await startCall({ ...settings, agent });
    expect(vapi.start).toHaveBeenCalledWith("assistant-1", {
      ...agent,
      maxDurationSeconds: 240,
      clientMessages: [...CLIENT_MESSAGES],
    });
  });

  it("takes the visitor's level from the page's own stream, not from Daily's meter, until the call stops", async () => {
    const { vapi, events, call } = await startCall();
    expect(meter.stream).toBe(stream);
    expect(vapi.listenerCount("local-volume-level")).toBe(0);
    meter.listeners!.onLevel(0.3);
    meter.listeners!.onSpeaking(true);
    expect(events).toEqual([
      { type: "mic-level", level: 0.3 },
      { type: "level", role: "user", level: 0.3 },
      { type: "speaking", role: "user", speaking: true },
    ]);
    call.stop();
    expect(meter.stopped).toBe(true);
  });

  it("turns the start stages into the three connection steps, in order, once each stage starts", async () => {
    const { vapi, events } = await startCall();
    emitStages(
      vapi,
      "initialization",
      "web-call-creation",
      "web-call-creation:completed",
      "daily-call-object-creation",
      "daily-call-join",
      "audio-processing-setup",
    );
    expect(events).toEqual([
      { type: "connect-step", step: "preparing" },
      { type: "connect-step", step: "creating" },
      { type: "connect-step", step: "joining" },
      { type: "connect-step", step: "joining" },
    ]);
  });

  it("reports the network's quality, and a dropped connection until it is back", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("call-start-progress", {
      stage: "daily-call-object-creation",
      status: "completed",
      timestamp: "",
    });
    vapi.emit("call-start");
    vapi.emit("network-quality-change", { threshold: "very-low", networkState: "bad", quality: 20 });
    vapi.emit("network-quality-change", { threshold: "good", networkState: "good", quality: 100 });
    vapi.emit("network-quality-change", { networkState: "unknown" });
    // Daily's `network-connection`, as the SDK re-emits it.
    const connection = (type: string, event: string) =>
      vapi.emit("network-connection", { action: "network-connection", callClientId: "1", type, event });
    connection("signaling", "connected");
    connection("sfu", "connected");
    connection("sfu", "interrupted");
    connection("signaling", "interrupted");
    connection("sfu", "connected");
    connection("signaling", "connected");
    expect(events).toEqual([
      { type: "call-start" },
      { type: "network", poor: true },
      { type: "network", poor: false },
      { type: "connection", state: "down" },
      { type: "connection", state: "up" },
    ]);
  });

  it("says whether Daily's noise suppression runs, and reports its failures", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("call-start-progress", {
      stage: "daily-call-object-creation",
      status: "completed",
      timestamp: "",
    });
    vapi.daily.emit("input-settings-updated", {
      action: "input-settings-updated",
      inputSettings: { audio: { processor: { type: "none" } } },
    });
    vapi.daily.emit("input-settings-updated", {
      action: "input-settings-updated",
      inputSettings: { audio: { processor: { type: "noise-cancellation" } } },
    });
    const processorError = {
      action: "nonfatal-error",
      type: "audio-processor-error",
      errorMsg: "Krisp failed",
    };
    vapi.daily.emit("nonfatal-error", processorError);
    const setupError = {
      type: "audio-processing-setup-error",
      stage: "audio-processing-setup",
      error: { message: "Canceled", name: "KrispInitError" },
      timestamp: "",
    };
    vapi.emit("error", setupError);
    expect(events).toEqual([
      { type: "noise-suppression", active: true },
      { type: "noise-suppression", active: false },
      { type: "noise-suppression", active: false },
    ]);
    expect(reportError).toHaveBeenCalledWith(processorError, { source: "vapi-noise-suppression" });
    expect(reportError).toHaveBeenCalledWith(setupError, { source: "vapi-noise-suppression" });
  });

  it("says when Vapi's own length limit ended the call, and only for that call", async () => {
    const { vapi, events, call, client } = await startCall();
    vapi.emit("call-start");
    vapi.emit("message", { type: "status-update", status: "ended", endedReason: "exceeded-max-duration" });
    vapi.emit("call-end");
    expect(events.at(-1)).toEqual({ type: "call-end", reason: "time_limit" });
    call.stop();
    vapi.resolveStart({ id: "call" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next: VoiceEvent[] = [];
    client.start(stream, (event) => next.push(event));
    await vi.waitFor(() => expect(vapi.start).toHaveBeenCalledTimes(2));
    vapi.emit("message", { type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    vapi.emit("call-end");
    expect(next).toEqual([{ type: "call-end" }]);
  });

  it("says every line is busy when Vapi ends the call at once over the concurrency limit", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("message", {
      type: "status-update",
      status: "ended",
      endedReason: "call.start.error-subscription-concurrency-limit-reached",
    });
    vapi.emit("call-end");
    expect(events).toEqual([{ type: "error", detail: null, cause: "busy" }]);
  });

  it("translates the SDK's events into ours", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("call-start");
    vapi.emit("speech-start");
    vapi.emit("volume-level", 0.4);
    // The visitor's speaking comes from the page's meter, not from the server's speech updates.
    vapi.emit("message", { type: "speech-update", role: "user", status: "started" });
    vapi.emit("message", { type: "transcript", role: "user", transcriptType: "partial", transcript: "Ho" });
    vapi.emit("message", {
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Hola",
    });
    vapi.emit("message", { type: "status-update", status: "ended" });
    vapi.emit("speech-end");
    vapi.emit("call-end");
    expect(events).toEqual([
      { type: "call-start" },
      { type: "speaking", role: "assistant", speaking: true },
      { type: "level", role: "assistant", level: 0.4 },
      { type: "transcript", role: "user", text: "Ho", final: false },
      { type: "transcript", role: "assistant", text: "Hola", final: true },
      { type: "speaking", role: "assistant", speaking: false },
      { type: "call-end" },
    ]);
  });

  it("turns the assistant's tool calls into actions, and pairs each call's own results", async () => {
    const toolCalls = (id: string) => ({
      type: "tool-calls",
      toolCallList: [{ id, type: "function", function: { name: "registrar_lead", arguments: "{}" } }],
    });
    const first = await startCall();
    first.vapi.emit("message", toolCalls("call_1"));
    first.vapi.emit("message", {
      type: "tool-calls-result",
      toolCallResult: { toolCallId: "call_1", name: "registrar_lead", result: "{}" },
    });
    expect(first.events).toEqual([
      { type: "action", id: "call_1", name: "registrar_lead", status: "running" },
      { type: "action", id: "call_1", name: "registrar_lead", status: "done" },
    ]);
    first.call.stop();
    first.vapi.resolveStart({ id: "call" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The next call on the same instance starts with no tool call seen, whatever ids Vapi reuses.
    const next: VoiceEvent[] = [];
    first.client.start(stream, (event) => next.push(event));
    await vi.waitFor(() => expect(first.vapi.start).toHaveBeenCalledTimes(2));
    first.vapi.emit("message", toolCalls("call_1"));
    expect(next).toEqual([{ type: "action", id: "call_1", name: "registrar_lead", status: "running" }]);
  });

  it("maps a failed start to a Spanish detail and a Meeting-has-ended ejection to nothing", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("error", {
      type: "daily-error",
      error: { errorMsg: "Meeting has ended", error: { type: "ejected", msg: "Meeting has ended" } },
    });
    expect(events).toEqual([]);
    vapi.emit("error", { type: "start-method-error", error: { message: "Failed to fetch" } });
    expect(events).toEqual([{ type: "error", detail: callErrors.network }]);
  });

  it("stops again once start() resolves when the visitor cancelled during POST /call/web", async () => {
    const { vapi, call, events } = await startCall();
    call.stop();
    expect(vapi.stop).toHaveBeenCalledTimes(1);
    vapi.resolveStart({ id: "call" });
    await vi.waitFor(() => expect(vapi.stop).toHaveBeenCalledTimes(2));
    vapi.emit("call-start");
    expect(events).toEqual([]);
  });

  it("keeps one SDK instance for every call of the page, and survives mute without a call", async () => {
    const { client, vapi, call } = await startCall();
    expect(() => call.setMuted(true)).not.toThrow();
    call.stop();
    vapi.resolveStart(null);
    // Lets the driver see start() settle: the instance is then free for the next call.
    await new Promise((resolve) => setTimeout(resolve, 0));
    client.start(stream, () => {});
    await vi.waitFor(() => expect(vapi.start).toHaveBeenCalledTimes(2));
    expect(FakeVapi.instances).toHaveLength(1);
  });

  it("hands Daily the visitor's chosen microphone: a new instance when the choice changes", async () => {
    const { client, vapi, call } = await startCall();
    call.stop();
    vapi.resolveStart(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    client.start(stream, () => {}, "usb-headset");
    await vi.waitFor(() => expect(FakeVapi.instances).toHaveLength(2));
    const headset = FakeVapi.instances[1]!;
    expect(headset.args[3]).toEqual({ audioSource: "usb-headset" });
    await vi.waitFor(() => expect(headset.start).toHaveBeenCalled());
    expect(vapi.start).toHaveBeenCalledTimes(1);
  });

  it("applies a mute pressed while connecting once the assistant listens", async () => {
    const { vapi, call } = await startCall();
    call.setMuted(true);
    vapi.setMuted.mockImplementation(() => {});
    vapi.emit("call-start");
    expect(vapi.setMuted).toHaveBeenLastCalledWith(true);
  });

  it("gives the next call a fresh instance while a cancelled start still hangs, and drops the old one's events", async () => {
    const { client, vapi: hung, call } = await startCall();
    call.stop();
    const events: VoiceEvent[] = [];
    client.start(stream, (event) => events.push(event));
    await vi.waitFor(() => expect(FakeVapi.instances).toHaveLength(2));
    const fresh = FakeVapi.instances[1]!;
    await vi.waitFor(() => expect(fresh.start).toHaveBeenCalled());
    hung.emit("call-start");
    expect(events).toEqual([]);
    fresh.emit("call-start");
    expect(events).toEqual([{ type: "call-start" }]);
  });

  describe("the assistant's audio", () => {
    beforeEach(() => {
      vi.stubGlobal(
        "MediaStream",
        class {
          constructor(readonly tracks: MediaStreamTrack[]) {}
        },
      );
      vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
        return Promise.resolve().then(() => void this.dispatchEvent(new Event("playing")));
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      document.body.replaceChildren();
    });

    it("a refused start: blocked until the tap plays the assistant's track, and Vapi hears it is playable", async () => {
      const { vapi, events, call } = await startCall();
      vapi.emit("call-start");
      vapi.emit("error", {
        type: "audio-start-failed",
        error: { message: "The request is not allowed", name: "NotAllowedError" },
      });
      expect(events.at(-1)).toEqual({ type: "audio-blocked" });
      expect(reportError).not.toHaveBeenCalled();
      call.resumeAudio();
      const standIn = document.querySelector("audio")!;
      expect((standIn.srcObject as unknown as { tracks: MediaStreamTrack[] }).tracks).toEqual([
        vapi.daily.assistantTrack,
      ]);
      await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: "audio-resumed" }));
      expect(vapi.daily.appMessages).toEqual(["playable"]);
      call.stop();
      expect(document.querySelector("audio")).toBeNull();
    });

    it("the SDK's player paused by the browser: blocked, and the tap plays that same player", async () => {
      const { vapi, events, call } = await startCall();
      vapi.emit("call-start");
      const player = document.body.appendChild(document.createElement("audio"));
      vapi.player = player;
      vapi.emit("audio", player);
      player.dispatchEvent(new Event("pause"));
      expect(events.at(-1)).toEqual({ type: "audio-blocked" });
      call.resumeAudio();
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: "audio-resumed" }));
      expect(document.querySelectorAll("audio")).toHaveLength(1);
      expect(vapi.daily.appMessages).toEqual([]);
    });
  });
});

describe("createVapiClient with the guard: the site's endpoint creates the call, the SDK joins it", () => {
  const webCall = {
    webCallUrl: "https://vapi.daily.co/room",
    id: "call-1",
    transport: { callToken: "daily-token" },
  };

  beforeEach(() => {
    FakeVapi.instances = [];
  });
  afterEach(() => vi.clearAllMocks());

  /** The endpoint's side (lib/vapi/demo-endpoint.ts), answered when the test says. */
  function endpoint() {
    let answer: (call: typeof webCall | null) => void = () => {};
    const signals: AbortSignal[] = [];
    const requestCall = vi.fn((_onEvent: (event: VoiceEvent) => void, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<typeof webCall | null>((resolve) => (answer = resolve));
    });
    return { requestCall, signals, answer: (call: typeof webCall | null) => answer(call) };
  }

  async function guardedDriver() {
    vi.resetModules();
    const { createVapiClient } = await import("./vapi-client.client");
    const api = endpoint();
    const prefetchCheck = vi.fn();
    return {
      client: createVapiClient({ requestCall: api.requestCall, prefetchCheck, actions }),
      api,
      prefetchCheck,
    };
  }

  /** The click: prepared at once, the microphone granted, the endpoint's call answered. */
  async function joinedCall() {
    const { client, api } = await guardedDriver();
    const events: VoiceEvent[] = [];
    const prepared = client.prepare!((event) => events.push(event));
    const call = prepared.start(stream, (event) => events.push(event));
    api.answer(webCall);
    await vi.waitFor(() => expect(FakeVapi.instances.at(-1)?.reconnect).toHaveBeenCalled());
    return { client, api, call, events, vapi: FakeVapi.instances.at(-1)! };
  }

  it("asks the endpoint in the click, before the microphone, and warms up the check on hover", async () => {
    const { client, api, prefetchCheck } = await guardedDriver();
    client.prefetch();
    expect(prefetchCheck).toHaveBeenCalledTimes(1);
    client.prepare!(() => {});
    expect(api.requestCall).toHaveBeenCalledTimes(1);
    expect(FakeVapi.instances).toEqual([]);
  });

  it("joins the endpoint's web call with reconnect(), on an SDK that holds no key", async () => {
    const { vapi } = await joinedCall();
    expect(vapi.reconnect).toHaveBeenCalledWith(webCall);
    expect(vapi.start).not.toHaveBeenCalled();
    expect(vapi.args).toEqual(["", undefined, { avoidEval: true }, { audioSource: true }]);
  });

  it("is live when the assistant listens, not when reconnect() says call-start after the join", async () => {
    const { vapi, events } = await joinedCall();
    emitStages(
      vapi,
      "reconnect-initialization",
      "daily-call-object-creation",
      "daily-call-object-creation:completed",
      "daily-call-join",
    );
    vapi.emit("call-start");
    vapi.resolveReconnect();
    expect(events).toEqual([
      { type: "connect-step", step: "joining" },
      { type: "connect-step", step: "joining" },
      { type: "connect-step", step: "joining" },
    ]);
    vapi.daily.emit("app-message", { action: "app-message", data: "listening", fromId: "session-a" });
    expect(events.at(-1)).toEqual({ type: "call-start" });
  });

  it("turns the joined call's tool calls into actions, as a started call's", async () => {
    const { vapi, events } = await joinedCall();
    vapi.emit("message", {
      type: "tool-calls",
      toolCallList: [
        { id: "call_7", type: "function", function: { name: "consultar_agenda", arguments: {} } },
      ],
    });
    vapi.emit("message", {
      type: "conversation-update",
      messages: [
        { role: "tool_calls", toolCalls: [{ id: "call_7", function: { name: "consultar_agenda" } }] },
        {
          role: "tool_call_result",
          toolCallId: "call_7",
          name: "consultar_agenda",
          result: '{"disponible":"el martes a las 10:00"}',
        },
      ],
    });
    expect(events).toEqual([
      { type: "action", id: "call_7", name: "consultar_agenda", status: "running" },
      {
        type: "action",
        id: "call_7",
        name: "consultar_agenda",
        status: "done",
        outcome: "el martes a las 10:00",
      },
    ]);
  });

  it("a failed join is a failed start", async () => {
    const { vapi, events } = await joinedCall();
    vapi.emit("error", { type: "reconnect-error", error: { message: "join failed" } });
    vapi.rejectReconnect(new Error("join failed"));
    await vi.waitFor(() =>
      expect(events.filter((event) => event.type === "error").length).toBeGreaterThan(0),
    );
    expect(events[0]).toEqual({ type: "error", detail: null });
  });

  it("never loads a call the endpoint did not give: its failure was already reported", async () => {
    const { client, api } = await guardedDriver();
    const events: VoiceEvent[] = [];
    client.prepare!((event) => events.push(event)).start(stream, (event) => events.push(event));
    api.answer(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeVapi.instances).toEqual([]);
    expect(events).toEqual([]);
  });

  it("aborts the endpoint's request when the microphone fails or the visitor hangs up", async () => {
    const { client, api } = await guardedDriver();
    client.prepare!(() => {}).cancel();
    expect(api.signals[0]?.aborted).toBe(true);
    client.prepare!(() => {})
      .start(stream, () => {})
      .stop();
    expect(api.signals[1]?.aborted).toBe(true);
  });
});
