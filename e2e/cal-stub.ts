import type { Page } from "@playwright/test";

import { integrationEnv } from "./builds.mjs";

/** Cal.com, played at the network boundary: its embed script and the booking page it frames. */
export const calOrigin = "https://app.cal.com";
export const calLink = integrationEnv.VITE_CAL_LINK;
export const embedScriptUrl = `${calOrigin}/embed/embed.js`;

/**
 * Cal's embed script (embed-core's `embed.js`), reduced to what the site relies on. The snippet
 * of `@calcom/embed-react` has put a queueing `window.Cal` in place, with one queue per namespace in
 * `Cal.ns`; the real script then makes an instance per namespace that runs its queue and every later
 * instruction at once (`q.push` replaced), fires `CAL:<namespace>:<action>` window events for the
 * messages its frames post (`on` listens to those), and `modal` puts a `<cal-modal-box>` holding
 * the frame `<origin>/<link>/embed?embed=<namespace>&<config>` on the page; the box dispatches
 * `close` when closed. Every instruction is recorded in `window.__calInstructions` for the tests.
 */
const stubScript = `(() => {
  const Cal = window.Cal;
  if (!Cal || !Cal.q) throw new Error("Cal is not defined. This shouldn't happen");
  const recorded = (window.__calInstructions = []);
  function instance(namespace, queue) {
    let origin = "${calOrigin}";
    const api = {
      init(nsOrConfig, config) {
        const name = typeof nsOrConfig === "string" ? nsOrConfig : "";
        if (name !== namespace) return;
        const settings = typeof nsOrConfig === "string" ? config || {} : nsOrConfig || {};
        origin = settings.calOrigin || settings.origin || origin;
      },
      initNamespace(name) {
        Cal.ns[name].instance = Cal.ns[name].instance || instance(name, Cal.ns[name].q);
      },
      ui() {},
      on({ action, callback }) {
        window.addEventListener("CAL:" + namespace + ":" + action, callback);
      },
      modal({ calLink, config = {}, calOrigin }) {
        const url = new URL((calOrigin || origin) + "/" + calLink + "/embed");
        url.searchParams.set("embed", namespace);
        for (const [key, value] of Object.entries(config)) url.searchParams.set(key, value);
        const box = document.createElement("cal-modal-box");
        box.setAttribute("style", "position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgb(5 5 5 / .8)");
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "×";
        close.setAttribute("aria-label", "Close");
        close.setAttribute("style", "position:absolute;top:10px;right:20px;color:white;font-size:30px");
        close.onclick = () => { box.remove(); box.dispatchEvent(new Event("close")); };
        const frame = document.createElement("iframe");
        frame.className = "cal-embed";
        frame.title = "Book a call";
        frame.src = url.toString();
        frame.setAttribute("style", "width:min(90vw,900px);height:80vh;border:0;border-radius:8px");
        box.append(close, frame);
        document.body.append(box);
      },
    };
    const run = (args) => {
      const [name, ...rest] = Array.prototype.slice.call(args);
      recorded.push(JSON.parse(JSON.stringify([namespace, name, ...rest])));
      api[name](...rest);
    };
    queue.forEach(run);
    queue.splice(0);
    queue.push = run;
    return api;
  }
  Cal.instance = instance("", Cal.q);
  for (const [name, ns] of Object.entries(Cal.ns || {})) ns.instance = ns.instance || instance(name, ns.q);
  Cal.version = "stub";
  window.addEventListener("message", (event) => {
    const type = event.data && event.data.fullType;
    if (typeof type === "string" && type.startsWith("CAL:")) window.dispatchEvent(new CustomEvent(type, { detail: event.data }));
  });
})();`;

/** The booking page inside the popup: 'Confirmar' reports a booking the way Cal's booker does. */
const stubBookingPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Agendá tu demo</title></head>
<body style="background:#101010;color:#fff;font-family:sans-serif"><main><h1>Agendá tu demo</h1>
<button type="button">Confirmar</button></main>
<script>
const namespace = new URLSearchParams(location.search).get("embed");
document.querySelector("button").onclick = () => parent.postMessage({
  originator: "CAL", type: "bookingSuccessfulV2", namespace, fullType: "CAL:" + namespace + ":bookingSuccessfulV2",
  data: { uid: "booking-1", title: "Demo", status: "ACCEPTED", paymentRequired: false, isRecurring: false },
}, "*");
</script></body></html>`;

export type CalStub = { script: "ok" | "blocked" | "hanging" };

/** Answers Cal's host; returns the URLs the page asked it for. */
export async function stubCal(page: Page, { script }: CalStub) {
  const requests: string[] = [];
  await page.route(`${calOrigin}/**`, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url !== embedScriptUrl) return route.fulfill({ contentType: "text/html", body: stubBookingPage });
    if (script === "blocked") return route.abort("blockedbyclient");
    // Never answered: the page's own time limit decides.
    if (script === "hanging") return;
    return route.fulfill({ contentType: "text/javascript", body: stubScript });
  });
  return requests;
}

/** The instructions the site gave Cal's embed, as `[namespace, name, ...arguments]` (callbacks left out). */
export function calInstructions(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __calInstructions?: unknown[][] }).__calInstructions ?? [],
  );
}
