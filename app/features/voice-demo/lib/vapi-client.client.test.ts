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

const settings = { publicKey: "pk", assistantId: "assistant-1" };
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

  it("constructs the SDK with the public key and avoidEval, and starts the configured assistant", async () => {
    const { vapi } = await startCall();
    expect(vapi.args).toEqual(["pk", undefined, { avoidEval: true }]);
    expect(vapi.start).toHaveBeenCalledWith("assistant-1");
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
