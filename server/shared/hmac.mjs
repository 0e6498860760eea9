// @ts-check
/**
 * HMAC-SHA256 with Web Crypto, the one way the endpoints sign and check: Cloudflare's runtime has
 * no Node crypto. `verifies` compares in constant time, so a guesser learns nothing from how long a
 * refusal took.
 */

const encoder = new TextEncoder();

/** @typedef {string | Uint8Array<ArrayBuffer>} Data text (as UTF-8) or bytes */

/** @param {Data} data */
const bytesOf = (data) => (typeof data === "string" ? encoder.encode(data) : data);

/** A key for `secret` (text, or the bytes a `whsec_` secret stands for). @param {Data} secret */
export const hmacKey = (secret) =>
  crypto.subtle.importKey("raw", bytesOf(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

/** The MAC of `data`. @param {CryptoKey} key @param {Data} data */
export const hmac = async (key, data) => new Uint8Array(await crypto.subtle.sign("HMAC", key, bytesOf(data)));

/**
 * Whether `mac` is the MAC of `data`, in constant time.
 * @param {CryptoKey} key @param {Uint8Array<ArrayBuffer>} mac @param {Data} data
 */
export const verifies = (key, mac, data) => crypto.subtle.verify("HMAC", key, mac, bytesOf(data));

/**
 * Whether `given` is the secret, in constant time: each is taken as the MAC of itself, so the
 * comparison is Web Crypto's and lengths tell nothing either.
 * @param {string} given @param {string} secret
 */
export async function sameSecret(given, secret) {
  const key = await hmacKey(secret);
  return verifies(key, await hmac(key, secret), given);
}

/** @param {Uint8Array} bytes */
export const toHex = (bytes) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** Hex text as bytes; null when it is not hex. @param {string} text */
export function fromHex(text) {
  if (!/^(?:[0-9a-f]{2})+$/i.test(text)) return null;
  return new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
}

/** @param {Uint8Array} bytes */
export const toBase64 = (bytes) => btoa(String.fromCharCode(...bytes));

/** Base64 text as bytes; null when it is not base64. @param {string} text */
export function fromBase64(text) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
