import type { Page } from "@playwright/test";

import { integrationEnv } from "./builds.mjs";

/** Tally, played at the network boundary: its widget script and a form page. */
export const formId = integrationEnv.VITE_TALLY_FORM_ID;
export const embedUrl = `https://tally.so/embed/${formId}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1`;

/** Tally's widget script, reduced to what the page relies on: `Tally.loadEmbeds()` starting the iframes. */
const stubScript = `window.Tally = { loadEmbeds() {
  document.querySelectorAll("iframe[data-tally-src]:not([src])").forEach((iframe) => { iframe.src = iframe.dataset.tallySrc; });
} };`;

/** A form page that announces itself the way Tally's embeds do. */
const stubForm = `<!doctype html><html lang="es"><head><title>Formulario</title></head>
<body style="color:#1f2937;font-family:sans-serif"><main><h1>Contacto</h1><label>Nombre <input name="nombre"></label></main>
<script>parent.postMessage(JSON.stringify({ event: "Tally.FormLoaded", payload: { formId: "${formId}" } }), "*");</script>
</body></html>`;

export type Stub = { script: "ok" | "blocked"; form: "ok" | "blocked" };

export async function stubTally(page: Page, { script, form }: Stub) {
  const requests: string[] = [];
  await page.route("https://tally.so/**", (route) => {
    const url = route.request().url();
    requests.push(url);
    const isScript = url === "https://tally.so/widgets/embed.js";
    if ((isScript ? script : form) === "blocked") return route.abort("blockedbyclient");
    return isScript
      ? route.fulfill({ contentType: "text/javascript", body: stubScript })
      : route.fulfill({ contentType: "text/html", body: stubForm });
  });
  return requests;
}
