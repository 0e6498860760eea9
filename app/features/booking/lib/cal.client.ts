/**
 * The only file that talks to Cal.com's embed library. `@calcom/embed-react`'s `getCalApi` puts
 * Cal's snippet in place, which queues our instructions and adds Cal's embed script from the
 * configured host; once that script has run, it executes the queue and opens the scheduler
 * in a popup over the page.
 */
import { getCalApi } from "@calcom/embed-react";

import { type BookingSettings, calEmbedScriptUrl, calTheme } from "./booking";

/** Our own namespace: Cal's events for it carry this name, so no other embed on the page can trigger ours. */
const NAMESPACE = "booking";

export type BookingEmbed = {
  /** Opens the scheduler. `onScheduled` runs when Cal reports a booking made in it, `onClose` when it closes. */
  open(handlers: { onScheduled: () => void; onClose: () => void }): void;
};

type CalApi = Awaited<ReturnType<typeof getCalApi>>;

/** Resolves once Cal's embed script has loaded and run; rejects if it cannot be loaded. */
function embedScriptReady(src: string): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  return new Promise((resolve, reject) => {
    const ran = () =>
      window.Cal?.instance ? resolve() : reject(new Error(`${src} loaded but did not start`));
    if (window.Cal?.instance) return resolve();
    if (!script) return reject(new Error(`Cal.com's embed script was not added (${src})`));
    script.addEventListener("load", ran, { once: true });
    script.addEventListener(
      "error",
      () => reject(new Error(`Cal.com's embed script did not load (${src})`)),
      {
        once: true,
      },
    );
  });
}

/** Loads Cal's embed script from `settings.origin` and prepares the scheduler for `settings.link`. */
export async function loadCalEmbed({ link, origin }: BookingSettings): Promise<BookingEmbed> {
  const src = calEmbedScriptUrl(origin);
  // getCalApi adds the script at once; its promise resolves with the (queueing) API right after.
  const api: CalApi = await getCalApi({ embedJsUrl: src, namespace: NAMESPACE });
  let handlers: Parameters<BookingEmbed["open"]>[0] | undefined;
  const colours = { "cal-brand": calTheme.brand, "cal-brand-text": calTheme.brandText };
  api("init", NAMESPACE, { origin });
  api("ui", { theme: calTheme.theme, cssVarsPerTheme: { light: colours, dark: colours } });
  api("on", { action: "bookingSuccessfulV2", callback: () => handlers?.onScheduled() });
  await embedScriptReady(src);

  const watched = new WeakSet<Element>();
  return {
    open(next) {
      handlers = next;
      api("modal", { calLink: link, calOrigin: origin, config: { theme: calTheme.theme } });
      // Cal's popup element announces its closing; focus then goes back to the link that opened it.
      const popup = document.querySelector("cal-modal-box");
      if (popup && !watched.has(popup)) {
        watched.add(popup);
        popup.addEventListener("close", () => handlers?.onClose());
      }
    },
  };
}
