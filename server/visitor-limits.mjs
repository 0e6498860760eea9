// @ts-check
/**
 * How often one visitor may ask the site's endpoints, and how many calls a day the site starts
 * (docs/product.md#the-guard): a script with a solving service gets a Turnstile token for every
 * try, so the token alone would let it hold every line and spend the owner's minutes.
 */

/** Requests per address in a sliding window, counted before the token is checked. */
export const VISITOR_LIMITS = {
  call: { requests: 3, windowSeconds: 600 },
  chat: { requests: 30, windowSeconds: 600 },
  lead: { requests: 5, windowSeconds: 600 },
};

/** @typedef {keyof typeof VISITOR_LIMITS} LimitedPath */

/**
 * The part of an address that names one visitor: an IPv4 address whole, an IPv6 address by its
 * /64, the block one subscriber gets (a script could otherwise take a new address per request).
 * @param {string | null | undefined} address
 */
export function visitorKey(address) {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const dayIn = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });

/**
 * @typedef {{
 *   admit(path: LimitedPath, address: string | null | undefined): { retryAfterSeconds: number } | null;
 *   reserveCall(dailyCalls: number): boolean;
 *   releaseCall(): void;
 * }} VisitorLimits
 * `admit` counts a request and answers null, or, over the limit, when to come back (the request
 * is not counted then). `reserveCall` takes one of today's call starts, false when none is left;
 * `releaseCall` gives it back when no call was started.
 */

/**
 * The limits counted in this process's memory: exact for `npm start` (one process); on hosts that
 * run several instances, each counts its own (docs/site-owner.md says what each host adds).
 * @param {{ now?: () => number; maxVisitors?: number }} [options] `maxVisitors`: how many
 *   addresses are remembered at most (the oldest is forgotten first), so a flood of addresses
 *   cannot fill the memory.
 * @returns {VisitorLimits}
 */
export function memoryLimits({ now = Date.now, maxVisitors = 100_000 } = {}) {
  /** @type {Map<string, number[]>} times of the counted requests, by path and visitor */
  const requests = new Map();
  let today = { day: "", started: 0 };
  return {
    admit(path, address) {
      const { requests: limit, windowSeconds } = VISITOR_LIMITS[path];
      const key = `${path} ${visitorKey(address)}`;
      const at = now();
      const recent = (requests.get(key) ?? []).filter((time) => at - time < windowSeconds * 1000);
      requests.delete(key);
      if (recent.length >= limit) {
        requests.set(key, recent);
        return { retryAfterSeconds: Math.ceil(((recent[0] ?? at) + windowSeconds * 1000 - at) / 1000) };
      }
      requests.set(key, [...recent, at]);
      if (requests.size > maxVisitors) requests.delete(requests.keys().next().value ?? "");
      return null;
    },
    reserveCall(dailyCalls) {
      const day = dayIn.format(now());
      if (today.day !== day) today = { day, started: 0 };
      if (today.started >= dailyCalls) return false;
      today.started += 1;
      return true;
    },
    releaseCall() {
      today.started = Math.max(0, today.started - 1);
    },
  };
}
