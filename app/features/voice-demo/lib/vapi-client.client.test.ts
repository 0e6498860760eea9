import { EventEmitter } from "node:events";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callErrors } from "~/content/demo-cat";

import type { VoiceEvent } from "./voice-client";

/** Stands in for the SDK: an EventEmitter (like Vapi) whose start() the test resolves. */
class FakeVapi extends EventEmitter {
  static instances: FakeVapi[] = [];
  args: unknown[];
  resolveStart: (value: object | null) => void = () => {};
  start = vi.fn(() => {
    // The real SDK throws from emit("error") when no listener is registered.
    if (this.listenerCount("error") === 0) throw new Error("error listener missing");
    return new Promise<object | null>((resolve) => (this.resolveStart = resolve));
  });
  stop = vi.fn(async () => {});
  setMuted = vi.fn((_muted: boolean): void => {
    throw new Error("Call object is not available.");
  });
  constructor(...args: unknown[]) {
    super();
    this.args = args;
    FakeVapi.instances.push(this);
  }
}

vi.mock("@vapi-ai/web", () => ({ default: { default: FakeVapi } }));
vi.mock("~/lib/errors", () => ({ reportError: vi.fn() }));

const settings = { publicKey: "pk", assistantId: "assistant-1", maxCallSeconds: 240 };
const stream = {} as MediaStream;

async function freshDriver() {
  vi.resetModules();
  const { createVapiClient } = await import("./vapi-client.client");
  return createVapiClient(settings);
}

async function startCall() {
  const client = await freshDriver();
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

  it("constructs the SDK with the public key and avoidEval, and starts the assistant with the length limit", async () => {
    const { vapi } = await startCall();
    expect(vapi.args).toEqual(["pk", undefined, { avoidEval: true }]);
    expect(vapi.start).toHaveBeenCalledWith("assistant-1", { maxDurationSeconds: 240 });
  });

  it("listens to the visitor's level before the call starts (the SDK starts its observer only then)", async () => {
    const { vapi } = await startCall();
    expect(vapi.listenerCount("local-volume-level")).toBe(1);
  });

  it("turns the start stages into the three connection steps, in order, once each stage starts", async () => {
    const { vapi, events } = await startCall();
    const progress = (stage: string, status = "started") =>
      vapi.emit("call-start-progress", { stage, status, timestamp: "" });
    progress("initialization");
    progress("web-call-creation");
    progress("web-call-creation", "completed");
    progress("daily-call-object-creation");
    progress("daily-call-join");
    progress("audio-processing-setup");
    expect(events).toEqual([
      { type: "connect-step", step: "preparing" },
      { type: "connect-step", step: "creating" },
      { type: "connect-step", step: "joining" },
      { type: "connect-step", step: "joining" },
    ]);
  });

  it("reports the visitor's level, the network's quality and the visitor's turns", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("call-start");
    vapi.emit("local-volume-level", 0.003);
    vapi.emit("network-quality-change", { threshold: "very-low", networkState: "bad", quality: 20 });
    vapi.emit("network-quality-change", { threshold: "good", networkState: "good", quality: 100 });
    vapi.emit("network-quality-change", { networkState: "unknown" });
    vapi.emit("message", { type: "speech-update", role: "user", status: "stopped" });
    vapi.emit("message", { type: "speech-update", role: "assistant", status: "started" });
    expect(events).toEqual([
      { type: "call-start" },
      { type: "mic-level", level: 0.003 },
      { type: "network", poor: true },
      { type: "network", poor: false },
      { type: "speaking", role: "user", speaking: false },
      { type: "visitor-turn", speaking: false },
    ]);
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

  it("translates the SDK's events into ours", async () => {
    const { vapi, events } = await startCall();
    vapi.emit("call-start");
    vapi.emit("speech-start");
    vapi.emit("volume-level", 0.4);
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
      { type: "assistant-level", level: 0.4 },
      { type: "speaking", role: "user", speaking: true },
      { type: "visitor-turn", speaking: true },
      { type: "transcript", role: "user", text: "Ho", final: false },
      { type: "transcript", role: "assistant", text: "Hola", final: true },
      { type: "speaking", role: "assistant", speaking: false },
      { type: "call-end" },
    ]);
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
});
