import { useMemo } from "react";

import { site } from "~/content/site";

import type { ChatClient } from "../lib/chat-client";
import type { DriverKind } from "../lib/driver";
import { createPreviewChatClient } from "../lib/preview-chat";
import { createVapiChatClient } from "../lib/vapi-chat.client";

/** The chat driver matching the voice driver of this visit (`useVoiceClient`'s `kind`). */
export function useChatClient(kind: DriverKind): ChatClient {
  return useMemo(
    () =>
      // `.client` modules are empty while prerendering; no chat opens there anyway.
      kind === "vapi" && site.vapi && !import.meta.env.SSR
        ? createVapiChatClient(site.vapi)
        : createPreviewChatClient(),
    [kind],
  );
}
