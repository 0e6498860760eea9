/**
 * The only file that talks to Tally's widget script. It lets the script start the embeds on the
 * page (and keep their height in step with the form); the form's own messages are read by the caller.
 */
const SCRIPT_SRC = "https://tally.so/widgets/embed.js";

declare global {
  interface Window {
    Tally?: { loadEmbeds: () => void };
  }
}

let scriptLoad: Promise<void> | undefined;

function loadScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failure so a later visit to the section may try again.
      scriptLoad = undefined;
      script.remove();
      reject(new Error(`Tally's embed script did not load (${SCRIPT_SRC})`));
    };
    document.body.append(script);
  });
  return scriptLoad;
}

/** Loads the widget script once and starts every `iframe[data-tally-src]` on the page. */
export async function loadTallyEmbeds(): Promise<void> {
  await loadScript();
  if (window.Tally) {
    window.Tally.loadEmbeds();
    return;
  }
  // Tally's documented fallback when the script ran but exposed no API.
  document.querySelectorAll<HTMLIFrameElement>("iframe[data-tally-src]:not([src])").forEach((iframe) => {
    iframe.src = iframe.dataset.tallySrc ?? "";
  });
}
