/** Cal.com booking: the plain data and decisions, testable without a browser. */

/**
 * When Cal.com's embed is not ready within 8 s, the link goes where it went before
 * (docs/product.md#contact-and-booking).
 */
export const BOOKING_TIMEOUT_MS = 8000;

/** The booking settings of the build (`VITE_CAL_LINK`, `VITE_CAL_ORIGIN`). */
export type BookingSettings = { link: string; origin: string };

/** Cal.com serves its embed script from the same host as its scheduler (Cal's cloud or a self-hosted one). */
export function calEmbedScriptUrl(origin: string): string {
  return `${origin}/embed/embed.js`;
}

/** The scheduler in the site's colours: dark, with app.css's `--primary` and its text colour in sRGB. */
export const calTheme = { theme: "dark", brand: "#34dde5", brandText: "#07121e" } as const;
