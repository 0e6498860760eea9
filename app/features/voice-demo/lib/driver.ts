/**
 * Which provider answers this visit, and its drivers for calls and chats: the one place that
 * decides between Vapi and the preview (docs/product.md#the-voice-demo, "Drivers").
 */
import { site } from "~/content/site";
import { reportError } from "~/lib/errors";

import type { ChatClient } from "./chat-client";
import { createPreviewClient } from "./preview-client";
import { createVapiClient } from "./vapi-client.client";
import type { VoiceClient } from "./voice-client";

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
   * same one every time. Null when its code cannot load: reported, and the chat says so.
   */
  chat: () => Promise<ChatClient | null>;
};

export function createDrivers(kind: DriverKind): Drivers {
  // `.client` modules are empty while prerendering; no call or chat starts there anyway. A page
  // without the public key (the guard) offers the preview.
  const vapi =
    kind === "vapi" && !import.meta.env.SSR && site.vapi && "publicKey" in site.vapi ? site.vapi : undefined;
  const loadChat = (): Promise<ChatClient> =>
    vapi
      ? import("./vapi-chat.client").then((module) => module.createVapiChatClient(vapi))
      : import("./preview-chat").then((module) => module.createPreviewChatClient());
  let chat: Promise<ChatClient | null> | undefined;
  return {
    kind,
    voice: vapi
      ? createVapiClient({ ...vapi, maxCallSeconds: site.demoMaxCallSeconds })
      : createPreviewClient(),
    chat: () =>
      (chat ??= loadChat().catch((error: unknown) => {
        reportError(error, { feature: "voice-demo", source: "chat-driver" });
        return null;
      })),
  };
}
