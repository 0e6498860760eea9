// @ts-check
/**
 * The security headers of every response: applied by `npm start` (server/serve.mjs)
 * and written to `build/client/_headers` for static hosts (Netlify, Cloudflare Pages).
 * One list, so the local server and production never disagree.
 */

/** @returns {Record<string, string>} */
export function securityHeaders() {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // The voice demo needs the microphone on our own pages; nothing else needs devices.
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Hashed file names never change content, so they are cached for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and unhashed files are revalidated on every visit so a deploy shows at once. */
export const REVALIDATE = "no-cache";

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}
