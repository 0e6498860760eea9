/** The Vapi voice driver: the one module that imports the Vapi SDK, with a public key or the guard. */
import type * as VapiSdk from "@vapi-ai/web";
import type Vapi from "@vapi-ai/web";

import { callErrors } from "~/content/demo-cat";
import { assistantOverrides, LINES_BUSY_REASON } from "~/contracts/vapi-call-settings.mjs";
import { reportError } from "~/lib/errors";

import { createPlayback, type Playback } from "../call/assistant-playback";
import type { AssistantActions } from "../conversation/actions";
import type { AgentOverrides } from "../conversation/demo-agent";
import { connected, watchConnection } from "./connection";
import { connectStepOf, isPoorNetwork } from "./connect-step";
import { startLevelMeter } from "../microphone/level-meter";
import { noToolCalls, readToolCalls, type ToolCalls } from "./vapi-actions";
import { readVapiError } from "./vapi-errors";
import type { PreparedStart, VoiceCall, VoiceClient, VoiceEvent } from "../call/voice-client";

/** A web call as the SDK's `reconnect()` reads it: what the site's endpoint answers with. */
export type JoinableCall = {
  webCallUrl: string;
  id?: string;
  transport?: { callToken?: string };
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
};

/**
 * Asks the site's endpoint for a call (the guard, `lib/vapi/demo-endpoint.ts`): reports its own steps
 * and failures through `onEvent`, and resolves null once it has reported one.
 */
export type RequestCall = (
  onEvent: (event: VoiceEvent) => void,
  signal: AbortSignal,
) => Promise<JoinableCall | null>;

/**
 * Where calls come from: the SDK creates them with the public key (`start()`; `maxCallSeconds`
 * goes to Vapi, which enforces it too, and a demo agent's `agent` overrides), or the site's
 * endpoint creates them (the guard) and the SDK joins what it answers (`reconnect()`), with no key
 * in the page. `actions`: how the answering assistant's tool calls read.
 */
type VapiSettings = { actions: AssistantActions } & (
  | { publicKey: string; assistantId: string; maxCallSeconds: number; agent?: AgentOverrides }
  /** `prefetchCheck`: hover or focus warms the check up too (Turnstile's script). */
  | { requestCall: RequestCall; prefetchCheck: () => void }
);

type VapiModule = typeof VapiSdk;

/** Daily's call object, as the SDK hands it out. */
type DailyCall = NonNullable<ReturnType<Vapi["getDailyCallObject"]>>;

/** The SDK is CommonJS: Vite hands over either the class or a module whose `default` is the class. */
function vapiClass(module: VapiModule): typeof Vapi {
  const exported = module.default as unknown as typeof Vapi | { default: typeof Vapi };
  return "default" in exported ? exported.default : exported;
}

/** The SDK's chunk: the browser fetches a module once and hands every later import the same one. */
const loadSdk = (): Promise<VapiModule> => import("@vapi-ai/web");

/** The call in progress, as the SDK's listeners reach it. */
type Route = {
  send: (event: VoiceEvent) => void;
  playback: Playback;
};

/** An SDK instance, where its events go (the call in progress, or nowhere), and whether a start() is pending. */
type Slot = {
  vapi: Vapi;
  route: Route | undefined;
  starting: boolean;
  /**
   * How the current call began. After `reconnect()` the SDK says `call-start` as soon as it has
   * joined, before the assistant listens; the call is live at the assistant's `listening`, as
   * after `start()`.
   */
  joined: "started" | "reconnected";
  /** The call's `endedReason` from Vapi's last status update, read when the call ends. */
  endedReason: string | undefined;
  /** The current call's tool calls so far, to pair each with its result (lib/vapi/vapi-actions.ts). */
  toolCalls: ToolCalls;
  /** How the current call's tool calls read: its assistant's labels. */
  actions: AssistantActions;
  /** The microphone Daily opens for this instance's calls; null for the system default. */
  deviceId: string | null;
};

/**
 * The page's SDK instance, created on the first start (so React StrictMode cannot double
 * it) and reused by every later call on the same microphone. When a start() hangs (POST
 * /call/web never answers, which the SDK cannot abort), the next call gets a fresh instance:
 * the hung one may still join late, and its events must not reach the new call. So does a call
 * on another microphone, which the SDK takes only in its constructor.
 */
let current: Slot | undefined;

/** The assistant's participant in Daily's call (the SDK plays only 'Vapi Speaker'). */
const ASSISTANT_NAME = "Vapi Speaker";

/** The assistant's audio track, for a stand-in player when the SDK's never started. */
function assistantTrack(call: DailyCall | null): MediaStreamTrack | null {
  if (!call) return null;
  const assistant = Object.values(call.participants()).find(
    (participant) => !participant.local && participant.user_name === ASSISTANT_NAME,
  );
  const audio = assistant?.tracks.audio;
  return audio?.persistentTrack ?? audio?.track ?? null;
}

/**
 * Daily's call object, once the SDK created it: whether its noise suppression (Krisp) runs. The
 * SDK asks for it after the join and reports only a rejected request; a processor that fails
 * later comes as Daily's `nonfatal-error`, which the SDK answers by switching it off, silently.
 */
function watchNoiseSuppression(call: DailyCall, send: (event: VoiceEvent) => void) {
  call.on("input-settings-updated", (event) => {
    if (event?.inputSettings.audio?.processor?.type === "noise-cancellation") {
      send({ type: "noise-suppression", active: true });
    }
  });
  call.on("nonfatal-error", (event) => {
    if (event?.type !== "audio-processor-error") return;
    reportError(event, { source: "vapi-noise-suppression" });
    send({ type: "noise-suppression", active: false });
  });
}

/**
 * The shared overrides (`app/contracts/vapi-call-settings.mjs`), with a demo agent's part, as the
 * SDK's types take them: its generated type has `clientMessages` as one value, where the API takes
 * a list (its own documented example).
 */
const sdkOverrides = (maxCallSeconds: number, agent?: AgentOverrides) =>
  assistantOverrides(maxCallSeconds, agent) as unknown as NonNullable<Parameters<Vapi["start"]>[1]>;

/** Daily's app message that the assistant listens: the call is live. */
const LISTENING = "listening";

/**
 * `publicKey`: empty with the guard, whose calls the SDK only joins (no API call of its own).
 */
function sdkSlot(
  module: VapiModule,
  publicKey: string,
  deviceId: string | null,
  actions: AssistantActions,
): Slot {
  if (current && !current.starting && current.deviceId === deviceId) return current;
  const Sdk = vapiClass(module);
  // avoidEval: Daily loads its call bundle without eval, so the CSP needs no 'unsafe-eval'.
  // audioSource: Daily opens the microphone the visitor chose, the one the page's stream hears.
  const vapi = new Sdk(publicKey, undefined, { avoidEval: true }, { audioSource: deviceId ?? true });
  const slot: Slot = {
    vapi,
    route: undefined,
    starting: false,
    joined: "started",
    endedReason: undefined,
    toolCalls: noToolCalls,
    actions,
    deviceId,
  };
  const send = (event: VoiceEvent) => slot.route?.send(event);
  let links = connected;
  vapi.on("call-start-progress", (progress) => {
    const step = connectStepOf(progress);
    if (step) send({ type: "connect-step", step });
    if (progress.stage === "daily-call-object-creation" && progress.status === "completed") {
      links = connected;
      const call = vapi.getDailyCallObject();
      if (!call) return;
      watchNoiseSuppression(call, send);
      call.on("app-message", (event) => {
        if (slot.joined === "reconnected" && event?.data === LISTENING) send({ type: "call-start" });
      });
    }
  });
  vapi.on("call-start", () => {
    if (slot.joined === "started") send({ type: "call-start" });
  });
  vapi.on("call-end", () => {
    const reason = slot.endedReason;
    slot.endedReason = undefined;
    // Vapi ends a call at once when every line of the account is taken.
    if (reason === LINES_BUSY_REASON) return send({ type: "error", detail: null, cause: "busy" });
    send(
      reason === "exceeded-max-duration" ? { type: "call-end", reason: "time_limit" } : { type: "call-end" },
    );
  });
  vapi.on("speech-start", () => send({ type: "speaking", role: "assistant", speaking: true }));
  vapi.on("speech-end", () => send({ type: "speaking", role: "assistant", speaking: false }));
  vapi.on("volume-level", (level) => send({ type: "level", role: "assistant", level }));
  vapi.on("audio", (player) => slot.route?.playback.attach(player));
  vapi.on("network-quality-change", (event: unknown) => {
    const poor = isPoorNetwork(event);
    if (poor !== null) send({ type: "network", poor });
  });
  vapi.on("network-connection", (event: unknown) => {
    const step = watchConnection(links, event);
    links = step.links;
    if (step.change) send({ type: "connection", state: step.change });
  });
  vapi.on("message", (message: unknown) => {
    const reason = endedReasonOf(message);
    if (reason) slot.endedReason = reason;
    const event = transcriptOf(message);
    if (event) send(event);
    const reading = readToolCalls(slot.toolCalls, message, slot.actions);
    slot.toolCalls = reading.calls;
    for (const action of reading.events) send(action);
  });
  // Registered for the instance's whole life: the SDK throws on an `error` nobody listens to.
  vapi.on("error", (raw: unknown) => {
    const reading = readVapiError(raw);
    switch (reading.kind) {
      case "audio-refused":
        // The SDK removed its player and logged the refusal; the call goes on without sound.
        return slot.route?.playback.refused();
      case "noise-suppression":
        reportError(raw, { source: "vapi-noise-suppression" });
        return send({ type: "noise-suppression", active: false });
      case "failure":
        reportError(raw, { source: "vapi" });
        return send({ type: "error", detail: reading.detail, cause: reading.cause });
    }
  });
  current = slot;
  return slot;
}

type VapiMessage = {
  type?: string;
  role?: string;
  status?: string;
  endedReason?: string;
  transcript?: string;
  transcriptType?: string;
};

const asMessage = (message: unknown): VapiMessage =>
  typeof message === "object" && message !== null ? (message as VapiMessage) : {};

/** `status-update` messages say why the call ended (`exceeded-max-duration` at the length limit). */
function endedReasonOf(message: unknown): string | undefined {
  const { type, endedReason } = asMessage(message);
  return type === "status-update" && typeof endedReason === "string" ? endedReason : undefined;
}

/** Both roles' transcripts, partial and final, from the server's messages. */
function transcriptOf(message: unknown): VoiceEvent | null {
  const { type, role, transcript, transcriptType } = asMessage(message);
  if (type !== "transcript" || typeof transcript !== "string") return null;
  if (role !== "user" && role !== "assistant") return null;
  return { type: "transcript", role, text: transcript, final: transcriptType === "final" };
}

/** The Vapi driver: the only code that talks to `@vapi-ai/web`. */
export function createVapiClient(settings: VapiSettings): VoiceClient {
  const { actions } = settings;
  /**
   * One call, on the microphone stream the page opened. `requested`: with the guard, the call the
   * site's endpoint is creating, asked for in the click (`prepare`).
   */
  function launch(
    stream: MediaStream,
    onEvent: (event: VoiceEvent) => void,
    deviceId: string | null,
    requested: {
      call: Promise<JoinableCall | null>;
      sdk: Promise<VapiModule>;
      abort: AbortController;
    } | null,
  ): VoiceCall {
    let cancelled = false;
    let muted = false;
    let vapi: Vapi | undefined;
    const applyMute = () => {
      try {
        vapi?.setMuted(muted);
      } catch {
        // "Call object is not available." before the call exists: applied at call-start.
      }
    };
    const emit = (event: VoiceEvent) => {
      if (cancelled) return;
      // A mute pressed while connecting reaches Daily's track once the call exists.
      if (event.type === "call-start" && muted) applyMute();
      onEvent(event);
    };
    const playback = createPlayback({
      onBlocked: () => emit({ type: "audio-blocked" }),
      onPlaying: () => emit({ type: "audio-resumed" }),
      // The SDK tells Vapi the assistant can be heard ('playable') once its own player plays;
      // after a refusal it never does, so the stand-in says it.
      onStandInPlaying: () => vapi?.getDailyCallObject()?.sendAppMessage("playable"),
    });
    // The visitor's level comes from the page's own stream: Daily's meter needs a worklet
    // the SDK starts late, if at all. Daily opens its own microphone track for the call.
    const stopMeter = startLevelMeter(stream, {
      onLevel: (level) => {
        emit({ type: "mic-level", level });
        emit({ type: "level", role: "user", level });
      },
      onSpeaking: (speaking) => emit({ type: "speaking", role: "user", speaking }),
    });

    void (async () => {
      let module: VapiModule;
      try {
        module = await (requested?.sdk ?? loadSdk());
      } catch (error) {
        reportError(error, { source: "vapi-load" });
        emit({ type: "error", detail: callErrors.sdkLoad });
        return;
      }
      // The endpoint reported its own failure; the page is already showing it.
      const webCall = requested ? await requested.call : null;
      if (cancelled || (requested && !webCall)) return;
      const slot = sdkSlot(module, "publicKey" in settings ? settings.publicKey : "", deviceId, actions);
      vapi = slot.vapi;
      slot.route = { send: emit, playback };
      slot.starting = true;
      slot.endedReason = undefined;
      slot.toolCalls = noToolCalls;
      slot.actions = actions;
      slot.joined = webCall ? "reconnected" : "started";
      const call = await (
        webCall
          ? vapi.reconnect(webCall).then(() => webCall)
          : "publicKey" in settings
            ? vapi.start(settings.assistantId, sdkOverrides(settings.maxCallSeconds, settings.agent))
            : Promise.resolve(null)
      ).catch((error: unknown) => {
        // start() reports on `error` and resolves null; reconnect() reports there and then throws.
        if (!webCall) reportError(error, { source: "vapi-start" });
        emit({ type: "error", detail: null });
        return null;
      });
      slot.starting = false;
      // stop() during POST /call/web (or the join) does nothing in the SDK, so a cancel that came
      // in meanwhile is applied now that the call exists.
      if (cancelled && call) await vapi.stop();
    })();

    return {
      stop() {
        if (cancelled) return;
        cancelled = true;
        requested?.abort.abort();
        stopMeter();
        playback.dispose();
        void vapi?.stop();
      },
      setMuted(next) {
        muted = next;
        applyMute();
      },
      resumeAudio() {
        if (cancelled) return;
        playback.resume(assistantTrack(vapi?.getDailyCallObject() ?? null));
      },
    };
  }

  const prefetchSdk = () => {
    loadSdk().catch(() => {});
  };
  if (!("requestCall" in settings)) {
    return {
      prefetch: prefetchSdk,
      start: (stream, onEvent, deviceId = null) => launch(stream, onEvent, deviceId, null),
    };
  }

  const { requestCall, prefetchCheck } = settings;
  const prefetch = () => {
    prefetchSdk();
    prefetchCheck();
  };
  /** The guard: the call is asked for in the click, while the browser asks for the microphone. */
  const prepare = (onEvent: (event: VoiceEvent) => void): PreparedStart => {
    const abort = new AbortController();
    // The SDK loads meanwhile, if hover or focus has not already fetched it.
    const requested = { call: requestCall(onEvent, abort.signal), sdk: loadSdk(), abort };
    return {
      start: (stream, onStart, deviceId = null) => launch(stream, onStart, deviceId, requested),
      cancel: () => abort.abort(),
    };
  };
  return {
    prefetch,
    prepare,
    start: (stream, onEvent, deviceId = null) => prepare(onEvent).start(stream, onEvent, deviceId),
  };
}
