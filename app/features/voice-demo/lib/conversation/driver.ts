/**
 * Which provider answers this visit, and its drivers for calls and chats: the one place that
 * decides between Vapi and the preview (docs/product.md#the-voice-demo, "Drivers"), for CAT's
 * assistant or a demo agent (docs/product.md#an-agent-for-every-area).
 */
import { site } from "~/content/site";
import { assistantOverrides } from "~/contracts/vapi-call-settings.mjs";
import { reportError } from "~/lib/errors";
import { once } from "~/lib/loading";

import type { ChatClient } from "../chat/chat-client";
import { createPreviewClient } from "../preview/preview-client";
import { createVapiClient } from "../vapi/vapi-client.client";
import type { VoiceClient } from "../call/voice-client";
import type { AssistantActions } from "./actions";
import { type AgentDemo, assistantActions } from "./demo-agent";

export type DriverKind = "vapi" | "preview";

/** Vapi when it is configured, unless the address asks for the preview (`?driver=preview`). */
export function chooseDriver(vapiConfigured: boolean, search: string): DriverKind {
  if (!vapiConfigured) return "preview";
  return new URLSearchParams(search).get("driver") === "preview" ? "preview" : "vapi";
}

export type Drivers = {
  kind: DriverKind;
  voice: VoiceClient;
  /**
   * The chat's driver, fetched with the chat's code (neither is in the page's first load); the
   * same one every time. Null when its code cannot load: reported, the chat says so, and the next
   * opening tries again.
   */
  chat: () => Promise<ChatClient | null>;
};

/**
 * The guard's code (the endpoint's client, Turnstile's loader), loaded by a guarded page on
 * intent: a page with the public key, or the preview, never fetches it.
 */
const loadGuard = () => import("../vapi/demo-endpoint");

/**
 * Vapi's drivers: with the public key in the page (a demo agent's calls and chats with its
 * overrides), or through the site's endpoint (the guard), which a demo agent's slug alone names.
 */
function vapiDrivers(
  vapi: NonNullable<typeof site.vapi>,
  agent: AgentDemo | undefined,
  actions: AssistantActions,
): {
  voice: VoiceClient;
  loadChat: () => Promise<ChatClient>;
} {
  if ("publicKey" in vapi) {
    const overrides = agent?.overrides;
    return {
      voice: createVapiClient({
        ...vapi,
        maxCallSeconds: site.demoMaxCallSeconds,
        actions,
        ...(overrides ? { agent: overrides } : {}),
      }),
      loadChat: () =>
        import("../vapi/vapi-chat.client").then((module) =>
          module.createVapiChatClient({
            ...vapi,
            ...(overrides
              ? { assistantOverrides: assistantOverrides(site.demoMaxCallSeconds, overrides) }
              : {}),
          }),
        ),
    };
  }
  const siteKey = vapi.turnstileSiteKey;
  const prefetchCheck = (guard = loadGuard()) => {
    guard.then((loaded) => loaded.prefetchTurnstile()).catch(() => {});
  };
  return {
    voice: createVapiClient({
      actions,
      requestCall: (onEvent, signal) =>
        loadGuard().then(
          (guard) => guard.guardedCall(siteKey, agent?.slug)(onEvent, signal),
          // Without its code the page cannot check the visitor: said as Turnstile failing is.
          () => {
            if (!signal.aborted) onEvent({ type: "error", detail: null, cause: "unverified" });
            return null;
          },
        ),
      prefetchCheck: () => prefetchCheck(),
    }),
    loadChat: () => {
      const guard = loadGuard();
      // Asked for on hover or focus of 'Prefiero escribir': the chat needs the same check.
      prefetchCheck(guard);
      return Promise.all([import("../vapi/vapi-chat.client"), guard]).then(([chat, loaded]) =>
        chat.createVapiChatClient({
          tokens: () => loaded.conversationTokens(siteKey),
          ...(agent ? { agent: agent.slug } : {}),
        }),
      );
    },
  };
}

/** `agent`: the demo agent who answers (`/demo-cat/<slug>/`); none for CAT's assistant. */
export function createDrivers(kind: DriverKind, agent?: AgentDemo): Drivers {
  const actions = assistantActions(agent);
  // `.client` modules are empty while prerendering; no call or chat starts there anyway.
  const vapi =
    kind === "vapi" && !import.meta.env.SSR && site.vapi ? vapiDrivers(site.vapi, agent, actions) : undefined;
  const chat = once(
    (): Promise<ChatClient> =>
      vapi
        ? vapi.loadChat()
        : import("../preview/preview-chat").then((module) =>
            module.createPreviewChatClient(agent?.preview.chat, actions.labels),
          ),
    (error) => reportError(error, { feature: "voice-demo", source: "chat-driver" }),
  );
  return {
    kind,
    voice: vapi ? vapi.voice : createPreviewClient(agent?.preview.call, actions.labels),
    chat: () => chat().catch(() => null),
  };
}
