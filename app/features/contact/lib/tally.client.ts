/**
 * The only file that talks to Tally's widget script. It lets the script start the embeds on the
 * page (and keep their height in step with the form); the form's own messages are read by the caller.
 */
import { loadScript, once } from "~/lib/loading";

import { TALLY_TIMEOUT_MS } from "./tally";

const SCRIPT_SRC = "https://tally.so/widgets/embed.js";

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void };
  }
}

/** The embed's own timeout (lib/tally.ts) decides when the card gives up; this one only ends the wait. */
const embedScript = once(() => loadScript(SCRIPT_SRC, TALLY_TIMEOUT_MS));

/** Loads the widget script once and starts every `iframe[data-tally-src]` on the page. */
export async function loadTallyEmbeds(): Promise<void> {
  await embedScript();
  if (window.Tally) {
    window.Tally.loadEmbeds();
    return;
  }
  // Tally's documented fallback when the script ran but exposed no API.
  document.querySelectorAll<HTMLIFrameElement>("iframe[data-tally-src]:not([src])").forEach((iframe) => {
    iframe.src = iframe.dataset.tallySrc ?? "";
  });
}
