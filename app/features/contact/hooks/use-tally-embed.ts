import { useEffect, useReducer, useRef, useState } from "react";

import { track } from "~/lib/analytics";
import { useNearView } from "~/lib/loading";

import { nextTallyStatus, TALLY_TIMEOUT_MS, tallyFormEvent, utmFields } from "../lib/tally";
import { loadTallyEmbeds } from "../lib/tally.client";

/**
 * Drives the Tally embed: waits until `ref`'s element approaches the viewport, then loads the form,
 * and gives up in favour of the alternatives on a script failure or after `TALLY_TIMEOUT_MS`.
 */
export function useTallyEmbed<T extends Element>(formId: string) {
  const ref = useRef<T>(null);
  const [status, dispatch] = useReducer(nextTallyStatus, "waiting");
  const near = useNearView(ref);
  // The visit's campaign (utm_*) goes to the form as hidden fields. Read in the browser only: the
  // frame is never part of the prerendered page, so the server's empty answer is never shown.
  const [hiddenFields] = useState(() =>
    typeof window === "undefined" ? [] : utmFields(window.location.search),
  );

  useEffect(() => {
    if (near) dispatch("near-viewport");
  }, [near]);

  useEffect(() => {
    if (status !== "loading") return;
    let active = true;
    const onMessage = (event: MessageEvent) => {
      if (tallyFormEvent(event, formId) === "Tally.FormLoaded") dispatch("form-loaded");
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
    if (status !== "loaded") return;
    track("tally_form_view", { form_id: formId, location: "contact_section" });
    // The conversion: the form itself says it was sent (a look-alike from elsewhere is ignored).
    const onMessage = (event: MessageEvent) => {
      if (tallyFormEvent(event, formId) === "Tally.FormSubmitted") {
        track("tally_form_submit", { form_id: formId, location: "contact_section" });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [status, formId]);

  return { ref, status, hiddenFields };
}
