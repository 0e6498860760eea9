// @vitest-environment jsdom
import { createRequire } from "node:module";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  conversationUpdateMessage,
  DailyCallDouble,
  historyOf,
  REFUSAL,
  toolCallsMessage,
  toolCallsResultMessage,
  VapiDouble,
  type VapiDoubleConfig,
} from "./vapi-double.browser";
import { CLIENT_MESSAGES } from "../app/contracts/vapi-call-settings.mjs";

/**
 * The browser tests' SDK double checked against the real SDK: `@vapi-ai/web`'s own code
 * (node_modules/@vapi-ai/web/dist/vapi.js) runs on the same scripted Daily call object as the
 * double, and both must emit the same events with the same payloads, in the same order. An SDK
 * upgrade that changes what the page relies on fails here before it reaches a visitor.
 */

// Node's require, so the SDK and this test share one daily-js module (its CommonJS build).
const require = createRequire(import.meta.url);
const Daily = require("@daily-co/daily-js") as { createCallObject: () => unknown };
const RealVapi = (require("@vapi-ai/web") as { default: typeof VapiDouble }).default;

type Sdk = InstanceType<typeof VapiDouble>;

const EVENTS = [
  "call-start-progress",
  "call-start-success",
  "call-start",
  "call-end",
  "volume-level",
  "speech-start",
  "speech-end",
  "message",
  "audio",
  "error",
  "network-connection",
] as const;

/** What a listener of the page would see, without what varies from run to run. */
function normalise(event: string, payload: unknown): unknown[] {
  if (payload instanceof HTMLAudioElement) return [event, "HTMLAudioElement", payload.dataset.participantId];
  if (typeof payload !== "object" || payload === null)
    return payload === undefined ? [event] : [event, payload];
  const {
    timestamp: _time,
    duration: _duration,
    totalDuration: _total,
    metadata: _metadata,
    callClientId: _client,
    ...rest
  } = payload as Record<string, unknown>;
  if (typeof rest.error === "object" && rest.error !== null) {
    const { stack: _s, ...error } = rest.error as Record<string, unknown>;
    rest.error = error;
  }
  return [event, rest];
}

/** jsdom has no media: a track, a stream, a microphone and an audio context just real enough. */
function fakeMedia(playback: "plays" | "refused") {
  const track = (id: string) => ({ id, kind: "audio", enabled: true, stop: vi.fn() });
  vi.stubGlobal(
    "MediaStream",
    class {
      constructor(readonly tracks: unknown[]) {}
      getAudioTracks = () => this.tracks;
      getTracks = () => this.tracks;
    },
  );
  vi.stubGlobal(
    "AudioContext",
    class {
      createOscillator = () => ({ connect: vi.fn(), start: vi.fn() });
      createMediaStreamDestination = () => ({ stream: { getAudioTracks: () => [track("assistant")] } });
      close = async () => {};
    },
  );
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => ({ getAudioTracks: () => [track("mic")], getTracks: () => [] }) },
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() =>
    playback === "plays" ? Promise.resolve() : Promise.reject(new DOMException(REFUSAL, "NotAllowedError")),
  );
  const posted: unknown[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    posted.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
    return Response.json({ id: "call-1", webCallUrl: "https://agentia.daily.co/call-1" }, { status: 201 });
  });
  return posted;
}

/** The assistant's tool calls as Vapi's server sends them (a call, its result, the history), once for both runs. */
const agenda = { id: "call_a", name: "consultar_agenda", result: { disponible: "el martes a las 10:00" } };
const toolMessages = [
  toolCallsMessage([agenda]),
  toolCallsResultMessage(agenda),
  conversationUpdateMessage([historyOf.toolCalls([agenda], 4.2), historyOf.toolCallResult(agenda, 5.1)]),
].map((message) => JSON.stringify(message));

const settle = async () => {
  for (let round = 0; round < 20; round++) await Promise.resolve();
};

/** The web call the site's endpoint answers with (the guard), as reconnect() reads it. */
const endpointCall = {
  id: "call-1",
  webCallUrl: "https://agentia.daily.co/call-1",
  transport: { callToken: "daily-meeting-token" },
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: "11labs" } },
};

/**
 * One call with a scripted far end, begun with the public key (`start()`) or joined from the
 * site's endpoint (`reconnect()`, the guard); returns what the SDK emitted and sent.
 */
async function scriptedCall(
  Sdk: new (token: string) => Sdk,
  config: Required<Omit<VapiDoubleConfig, "server">>,
  begin: "start" | "reconnect" = "start",
) {
  window.vapiDoubleConfig = config;
  const posted = fakeMedia(config.audio);
  let call: DailyCallDouble | undefined;
  vi.spyOn(Daily, "createCallObject").mockImplementation(() => (call = new DailyCallDouble()));
  const sdk = new Sdk(begin === "start" ? "pk" : "");
  const seen: unknown[][] = [];
  for (const event of EVENTS) sdk.on(event, (payload: unknown) => seen.push(normalise(event, payload)));
  // The SDK logs a refused player itself.
  vi.spyOn(console, "error").mockImplementation(() => {});

  if (begin === "start") {
    await sdk.start("assistant-1", { maxDurationSeconds: 300, clientMessages: [...CLIENT_MESSAGES] });
  } else await sdk.reconnect(endpointCall);
  await settle();
  const daily = (sdk.getDailyCallObject() ?? call)!;
  const joinedWith = daily.joinedWith;
  daily.remoteLevel(0.09);
  vi.advanceTimersByTime(100);
  daily.remoteLevel(0);
  vi.advanceTimersByTime(1000);
  daily.receive(
    JSON.stringify({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hola" }),
  );
  for (const message of toolMessages) daily.receive(message);
  daily.emit("network-connection", { action: "network-connection", type: "sfu", event: "interrupted" });
  const player = sdk.getAudioPlayer();
  await sdk.stop();
  await settle();
  return {
    seen,
    posted,
    sent: [...daily.sentAppMessages],
    player: player?.dataset.participantId ?? null,
    joinedWith,
  };
}

describe("the SDK double (e2e/vapi-double.browser.ts) against @vapi-ai/web's own code", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    window.vapiDouble = { ...window.vapiDouble, instances: [] };
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it.each([
    { audio: "plays", noiseSuppression: "runs" },
    { audio: "refused", noiseSuppression: "runs" },
    { audio: "plays", noiseSuppression: "fails" },
  ] as const)("emits what the SDK emits and sends what it sends: %o", async (config) => {
    const real = await scriptedCall(RealVapi, config);
    const double = await scriptedCall(VapiDouble, config);
    expect(double).toEqual(real);
    // The scripted call went the whole way: joined, heard, ended; live only once the assistant can be heard.
    const events = real.seen.map(([event]) => event);
    expect(events).toEqual(
      expect.arrayContaining(["call-start-success", "volume-level", "message", "call-end"]),
    );
    expect(events.includes("call-start")).toBe(config.audio === "plays");
    // The assistant's tool calls reach the page as Vapi sent them, and POST /call/web asks for them.
    const types = real.seen
      .filter(([event]) => event === "message")
      .map(([, message]) => (message as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(["tool-calls", "tool-calls-result", "conversation-update"]));
    expect(real.posted).toEqual([
      {
        url: "https://api.vapi.ai/call/web",
        method: "POST",
        body: expect.objectContaining({
          assistantId: "assistant-1",
          assistantOverrides: expect.objectContaining({ clientMessages: [...CLIENT_MESSAGES] }),
        }),
      },
    ]);
  });

  it.each([
    { audio: "plays", noiseSuppression: "runs" },
    { audio: "refused", noiseSuppression: "runs" },
    { audio: "plays", noiseSuppression: "fails" },
  ] as const)("joins the endpoint's web call with reconnect() as the SDK does: %o", async (config) => {
    const real = await scriptedCall(RealVapi, config, "reconnect");
    const double = await scriptedCall(VapiDouble, config, "reconnect");
    expect(double).toEqual(real);
    // No web call of its own, Daily's meeting token from the endpoint, and a call-start of its
    // own once set up (the page waits for the assistant's 'listening' instead).
    const stages = real.seen.filter(([event]) => event === "call-start-progress").map(([, p]) => p);
    expect(stages).not.toContainEqual(expect.objectContaining({ stage: "web-call-creation" }));
    expect(stages[0]).toEqual({ stage: "reconnect-initialization", status: "started" });
    expect(real.joinedWith).toEqual({
      url: "https://agentia.daily.co/call-1",
      token: "daily-meeting-token",
      subscribeToTracksAutomatically: false,
    });
    expect(real.seen.map(([event]) => event)).toContain("call-start");
    // A joined call brings the assistant's tool calls on the same events as a started one.
    const types = real.seen
      .filter(([event]) => event === "message")
      .map(([, message]) => (message as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(["tool-calls", "tool-calls-result", "conversation-update"]));
  });

  it("hands Daily the microphone given to the constructor, as the SDK does", async () => {
    window.vapiDoubleConfig = { audio: "plays", noiseSuppression: "runs" };
    fakeMedia("plays");
    const created = vi.spyOn(Daily, "createCallObject").mockImplementation(() => new DailyCallDouble());
    const options = ["pk", undefined, { avoidEval: true }, { audioSource: "usb-headset" }] as const;
    const real = new RealVapi(...options);
    await real.start("assistant-1");
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ audioSource: "usb-headset" }));
    await real.stop();
    const double = new VapiDouble(...options);
    await double.start("assistant-1");
    expect(double.call?.audioSource).toBe("usb-headset");
    await double.stop();
  });
});
