import type * as VapiSdk from "@vapi-ai/web";
import type Vapi from "@vapi-ai/web";

import { callErrors } from "~/content/demo-cat";
import { reportError } from "~/lib/errors";

import { createPlayback, type Playback } from "./assistant-playback";
import { connected, watchConnection } from "./connection";
import { connectStepOf, isPoorNetwork } from "./connect-step";
import { startLevelMeter } from "./level-meter";
import { noToolCalls, readToolCalls, type ToolCalls, VAPI_CLIENT_MESSAGES } from "./vapi-actions";
import { readVapiError } from "./vapi-errors";
import type { VoiceClient, VoiceEvent } from "./voice-client";

/** `maxCallSeconds` goes to Vapi as `maxDurationSeconds`, so Vapi enforces the limit too. */
type VapiSettings = { publicKey: string; assistantId: string; maxCallSeconds: number };

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
  /** The call's `endedReason` from Vapi's last status update, read when the call ends. */
  endedReason: string | undefined;
  /** The current call's tool calls so far, to pair each with its result (lib/vapi-actions.ts). */
  toolCalls: ToolCalls;
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

function sdkSlot(module: VapiModule, publicKey: string, deviceId: string | null): Slot {
  if (current && !current.starting && current.deviceId === deviceId) return current;
  const Sdk = vapiClass(module);
  // avoidEval: Daily loads its call bundle without eval, so the CSP needs no 'unsafe-eval'.
  // audioSource: Daily opens the microphone the visitor chose, the one the page's stream hears.
  const vapi = new Sdk(publicKey, undefined, { avoidEval: true }, { audioSource: deviceId ?? true });
  const slot: Slot = {
    vapi,
    route: undefined,
    starting: false,
    endedReason: undefined,
    toolCalls: noToolCalls,
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
      if (call) watchNoiseSuppression(call, send);
    }
  });
  vapi.on("call-start", () => send({ type: "call-start" }));
  vapi.on("call-end", () => {
    const limit = slot.endedReason === "exceeded-max-duration";
    slot.endedReason = undefined;
    send(limit ? { type: "call-end", reason: "time_limit" } : { type: "call-end" });
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
    const reading = readToolCalls(slot.toolCalls, message);
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
        return send({ type: "error", detail: reading.detail });
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

/**
 * The SDK's generated type names one message type where Vapi's API takes a list (its own example
 * is a list).
 */
const clientMessages = [...VAPI_CLIENT_MESSAGES] as unknown as NonNullable<
  Parameters<Vapi["start"]>[1]
>["clientMessages"];

/** The Vapi driver: the only code that talks to `@vapi-ai/web`. */
export function createVapiClient({ publicKey, assistantId, maxCallSeconds }: VapiSettings): VoiceClient {
  return {
    prefetch() {
      loadSdk().catch(() => {});
    },
    start(stream, onEvent, deviceId = null) {
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
          module = await loadSdk();
        } catch (error) {
          reportError(error, { source: "vapi-load" });
          emit({ type: "error", detail: callErrors.sdkLoad });
          return;
        }
        if (cancelled) return;
        const slot = sdkSlot(module, publicKey, deviceId);
        vapi = slot.vapi;
        slot.route = { send: emit, playback };
        slot.starting = true;
        slot.endedReason = undefined;
        slot.toolCalls = noToolCalls;
        const call = await vapi
          .start(assistantId, { maxDurationSeconds: maxCallSeconds, clientMessages })
          .catch((error: unknown) => {
            reportError(error, { source: "vapi-start" });
            emit({ type: "error", detail: null });
            return null;
          });
        slot.starting = false;
        // stop() during POST /call/web does nothing in the SDK, so a cancel that came
        // in meanwhile is applied now that the call exists.
        if (cancelled && call) await vapi.stop();
      })();

      return {
        stop() {
          if (cancelled) return;
          cancelled = true;
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
    },
  };
}
