import type * as VapiSdk from "@vapi-ai/web";
import type Vapi from "@vapi-ai/web";

import { callErrors } from "~/content/demo-cat";
import { reportError } from "~/lib/errors";

import { connectStepOf, isPoorNetwork } from "./connect-step";
import { readVapiError } from "./vapi-errors";
import type { VoiceClient, VoiceEvent } from "./voice-client";

/** `maxCallSeconds` goes to Vapi as `maxDurationSeconds`, so Vapi enforces the limit too. */
type VapiSettings = { publicKey: string; assistantId: string; maxCallSeconds: number };

type VapiModule = typeof VapiSdk;

/** The SDK is CommonJS: Vite hands over either the class or a module whose `default` is the class. */
function vapiClass(module: VapiModule): typeof Vapi {
  const exported = module.default as unknown as typeof Vapi | { default: typeof Vapi };
  return "default" in exported ? exported.default : exported;
}

/** The SDK's chunk: the browser fetches a module once and hands every later import the same one. */
const loadSdk = (): Promise<VapiModule> => import("@vapi-ai/web");

/** An SDK instance, where its events go (the call in progress, or nowhere), and whether a start() is pending. */
type Slot = {
  vapi: Vapi;
  route: ((event: VoiceEvent) => void) | undefined;
  starting: boolean;
  /** The call's `endedReason` from Vapi's last status update, read when the call ends. */
  endedReason: string | undefined;
};

/**
 * The page's SDK instance, created on the first start (so React StrictMode cannot double
 * it) and reused by every later call. Only when a start() hangs (POST /call/web never
 * answers, which the SDK cannot abort) does the next call get a fresh instance: the hung
 * one may still join late, and its events must not reach the new call.
 */
let current: Slot | undefined;

function sdkSlot(module: VapiModule, publicKey: string): Slot {
  if (current && !current.starting) return current;
  const Sdk = vapiClass(module);
  // avoidEval: Daily loads its call bundle without eval, so the CSP needs no 'unsafe-eval'.
  const vapi = new Sdk(publicKey, undefined, { avoidEval: true });
  const slot: Slot = { vapi, route: undefined, starting: false, endedReason: undefined };
  const send = (event: VoiceEvent) => slot.route?.(event);
  vapi.on("call-start-progress", (progress) => {
    const step = connectStepOf(progress);
    if (step) send({ type: "connect-step", step });
  });
  vapi.on("call-start", () => send({ type: "call-start" }));
  vapi.on("call-end", () => {
    const limit = slot.endedReason === "exceeded-max-duration";
    slot.endedReason = undefined;
    send(limit ? { type: "call-end", reason: "time_limit" } : { type: "call-end" });
  });
  vapi.on("speech-start", () => send({ type: "speaking", role: "assistant", speaking: true }));
  vapi.on("speech-end", () => send({ type: "speaking", role: "assistant", speaking: false }));
  vapi.on("volume-level", (level) => send({ type: "assistant-level", level }));
  // Listening before the call starts is what turns Daily's local level observer on.
  vapi.on("local-volume-level", (level) => send({ type: "mic-level", level }));
  vapi.on("network-quality-change", (event: unknown) => {
    const poor = isPoorNetwork(event);
    if (poor !== null) send({ type: "network", poor });
  });
  vapi.on("message", (message: unknown) => {
    const reason = endedReasonOf(message);
    if (reason) slot.endedReason = reason;
    for (const event of messageEvents(message)) send(event);
  });
  // Registered for the instance's whole life: the SDK throws on an `error` nobody listens to.
  vapi.on("error", (raw: unknown) => {
    const reading = readVapiError(raw);
    if (reading.kind !== "failure") return;
    reportError(raw, { source: "vapi" });
    send({ type: "error", detail: reading.detail });
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

/**
 * The server messages the page shows: the visitor's speech updates (the "Tu voz" indicator and
 * the turns response times count from) and both roles' transcripts.
 */
function messageEvents(message: unknown): VoiceEvent[] {
  const { type, role, status, transcript, transcriptType } = asMessage(message);
  if (role !== "user" && role !== "assistant") return [];
  if (type === "speech-update" && role === "user") {
    const speaking = status === "started";
    return [
      { type: "speaking", role, speaking },
      { type: "visitor-turn", speaking },
    ];
  }
  if (type === "transcript" && typeof transcript === "string") {
    return [{ type: "transcript", role, text: transcript, final: transcriptType === "final" }];
  }
  return [];
}

/** The Vapi driver: the only code that talks to `@vapi-ai/web`. */
export function createVapiClient({ publicKey, assistantId, maxCallSeconds }: VapiSettings): VoiceClient {
  return {
    prefetch() {
      loadSdk().catch(() => {});
    },
    start(_stream, onEvent) {
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
        const slot = sdkSlot(module, publicKey);
        vapi = slot.vapi;
        slot.route = emit;
        slot.starting = true;
        slot.endedReason = undefined;
        // Daily opens its own microphone track; the page's stream only carried the gesture
        // and the permission, and the page releases it at the end of the call.
        const call = await vapi
          .start(assistantId, { maxDurationSeconds: maxCallSeconds })
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
          void vapi?.stop();
        },
        setMuted(next) {
          muted = next;
          applyMute();
        },
      };
    },
  };
}
