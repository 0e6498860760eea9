import { useEffect, useReducer, useRef } from "react";

import { useInView } from "~/hooks/use-in-view";
import { track } from "~/lib/analytics";

import { isTallyFormLoaded, nextTallyStatus, TALLY_TIMEOUT_MS } from "../lib/tally";
import { loadTallyEmbeds } from "../lib/tally.client";

/** How far ahead of the viewport the form starts loading, so it is there when the visitor arrives. */
const NEAR_VIEWPORT = "600px 0px";

/**
 * Drives the Tally embed: waits until `ref`'s element approaches the viewport, then loads the form,
 * and gives up in favour of the alternatives on a script failure or after `TALLY_TIMEOUT_MS`.
 */
export function useTallyEmbed<T extends Element>(formId: string | undefined) {
  const ref = useRef<T>(null);
  const [status, dispatch] = useReducer(nextTallyStatus, formId ? "waiting" : "unconfigured");
  const near = useInView(ref, { rootMargin: NEAR_VIEWPORT, once: true });

  useEffect(() => {
    if (near) dispatch("near-viewport");
  }, [near]);

  useEffect(() => {
    if (status !== "loading" || !formId) return;
    let active = true;
    const onMessage = (event: MessageEvent) => {
      if (isTallyFormLoaded(event, formId)) dispatch("form-loaded");
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => dispatch("timeout"), TALLY_TIMEOUT_MS);
    loadTallyEmbeds().catch(() => {
      // Blocked or offline: an expected condition the card answers with the alternatives.
      if (active) dispatch("script-failed");
    });
    return () => {
      active = false;
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [status, formId]);

  useEffect(() => {
    if (status === "loaded" && formId) {
      track("tally_form_view", { form_id: formId, location: "contact_section" });
    }
  }, [status, formId]);

  return { ref, status };
}
