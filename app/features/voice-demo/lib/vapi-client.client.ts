import type * as VapiSdk from "@vapi-ai/web";
import type Vapi from "@vapi-ai/web";

import { callErrors } from "~/content/demo-cat";
import { reportError } from "~/lib/errors";

import { readVapiError } from "./vapi-errors";
import type { VoiceClient, VoiceEvent } from "./voice-client";

type VapiSettings = { publicKey: string; assistantId: string };

type VapiModule = typeof VapiSdk;

/** The SDK is CommonJS: Vite hands over either the class or a module whose `default` is the class. */
function vapiClass(module: VapiModule): typeof Vapi {
  const exported = module.default as unknown as typeof Vapi | { default: typeof Vapi };
  return "default" in exported ? exported.default : exported;
}

let sdkModule: Promise<VapiModule> | undefined;

/** Loads the SDK chunk once; a failed load (offline) is forgotten so the next start retries. */
function loadSdk(): Promise<VapiModule> {
  sdkModule ??= import("@vapi-ai/web").catch((error: unknown) => {
    sdkModule = undefined;
    throw error;
  });
  return sdkModule;
}

/** The one SDK instance of the page, created on the first start (React StrictMode cannot double it). */
let instance: Vapi | undefined;
/** The previous call's start(): the SDK must not run two starts at once after a quick stop and restart. */
let previousStart: Promise<unknown> = Promise.resolve();
/** Where the SDK's events go: the call in progress, or nowhere between calls. */
let route: ((event: VoiceEvent) => void) | undefined;

function sdkInstance(module: VapiModule, publicKey: string): Vapi {
  if (instance) return instance;
  const Sdk = vapiClass(module);
  // avoidEval: Daily loads its call bundle without eval, so the CSP needs no 'unsafe-eval'.
  const vapi = new Sdk(publicKey, undefined, { avoidEval: true });
  vapi.on("call-start", () => route?.({ type: "call-start" }));
  vapi.on("call-end", () => route?.({ type: "call-end" }));
  vapi.on("speech-start", () => route?.({ type: "speaking", role: "assistant", speaking: true }));
  vapi.on("speech-end", () => route?.({ type: "speaking", role: "assistant", speaking: false }));
  vapi.on("volume-level", (level) => route?.({ type: "assistant-level", level }));
  vapi.on("message", (message: unknown) => {
    const event = messageEvent(message);
    if (event) route?.(event);
  });
  // Registered for the instance's whole life: the SDK throws on an `error` nobody listens to.
  vapi.on("error", (raw: unknown) => {
    const reading = readVapiError(raw);
    if (reading.kind !== "failure") return;
    reportError(raw, { source: "vapi" });
    route?.({ type: "error", detail: reading.detail });
  });
  instance = vapi;
  return vapi;
}

type VapiMessage = {
  type?: string;
  role?: string;
  status?: string;
  transcript?: string;
  transcriptType?: string;
};

/** The server messages the page shows: the visitor's speech updates and both roles' transcripts. */
export function messageEvent(message: unknown): VoiceEvent | null {
  if (typeof message !== "object" || message === null) return null;
  const { type, role, status, transcript, transcriptType } = message as VapiMessage;
  if (role !== "user" && role !== "assistant") return null;
  if (type === "speech-update" && role === "user") {
    return { type: "speaking", role, speaking: status === "started" };
  }
  if (type === "transcript" && typeof transcript === "string") {
    return { type: "transcript", role, text: transcript, final: transcriptType === "final" };
  }
  return null;
}

/** The Vapi driver: the only code that talks to `@vapi-ai/web`. */
export function createVapiClient({ publicKey, assistantId }: VapiSettings): VoiceClient {
  return {
    prefetch() {
      loadSdk().catch(() => {});
    },
    start(_stream, onEvent) {
      let cancelled = false;
      let vapi: Vapi | undefined;
      const emit = (event: VoiceEvent) => {
        if (!cancelled) onEvent(event);
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
        await previousStart;
        if (cancelled) return;
        vapi = sdkInstance(module, publicKey);
        route = emit;
        // Daily opens its own microphone track; the page's stream only carried the gesture
        // and the permission, and the page releases it at the end of the call.
        const starting = vapi.start(assistantId).catch((error: unknown) => {
          reportError(error, { source: "vapi-start" });
          emit({ type: "error", detail: null });
          return null;
        });
        previousStart = starting;
        const call = await starting;
        // stop() during POST /call/web does nothing in the SDK, so a cancel that came
        // in meanwhile is applied now that the call exists.
        if (cancelled && call) await vapi.stop();
      })();

      return {
        stop() {
          if (cancelled) return;
          cancelled = true;
          if (route === emit) route = undefined;
          void vapi?.stop();
        },
        setMuted(muted) {
          try {
            vapi?.setMuted(muted);
          } catch {
            // "Call object is not available.": no call yet, and the page's own track is already muted.
          }
        },
      };
    },
  };
}
