/** Resolves once the page's load event has fired (at once during prerendering or after it). */
export function whenPageLoaded(): Promise<void> {
  if (typeof window === "undefined" || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}
