// @ts-check
/**
 * How often one visitor may ask the site's endpoints, and how many calls a day the site starts
 * (docs/product.md#the-guard): a script with a solving service gets a Turnstile token for every
 * try, so the token alone would let it hold every line and spend the owner's minutes.
 */

/**
 * Requests per visitor (an address, an IPv6 /64: visitorBudgets) in a sliding window, counted
 * before the token is checked.
 */
export const VISITOR_LIMITS = {
  call: { requests: 3, windowSeconds: 600 },
  chat: { requests: 30, windowSeconds: 600 },
  lead: { requests: 5, windowSeconds: 600 },
};

/** @typedef {keyof typeof VISITOR_LIMITS} LimitedPath */

/** A /48 may ask this many times as much as one of its /64s. */
const BLOCK_SHARE = 10;

/** Four decimal octets, without leading zeros (`010` reads as octal to some). */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * An IPv6 address's eight groups, whatever its spelling (`::`, leading zeros, either case, an
 * IPv4 address in its last 32 bits); null when it is not one.
 * @param {string} text
 * @returns {number[] | null}
 */
function ipv6Groups(text) {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half ? half.split(":") : []));
  const last = parts.at(-1) ?? [];
  const dotted = last.at(-1)?.includes(".") ? last.pop() : undefined;
  if (dotted !== undefined) {
    if (!IPV4.test(dotted)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    last.push((a * 256 + b).toString(16), (c * 256 + d).toString(16));
  }
  const [head = [], tail = []] = parts;
  const given = head.length + tail.length;
  if (parts.length === 1 ? given !== 8 : given > 7) return null;
  const groups = [...head, ...Array(8 - given).fill("0"), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))
    ? groups.map((group) => parseInt(group, 16))
    : null;
}

/**
 * The address as the limits count it: an IPv4 address (also in any IPv6 spelling), or an IPv6
 * address's groups, without the brackets, port or zone it may come with; null when it is neither.
 * @param {string} address
 * @returns {{ ipv4: string } | { ipv6: number[] } | null}
 */
function parseAddress(address) {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(address);
  const host = bracketed ? (bracketed[1] ?? "") : address.replace(/^([\d.]+):\d+$/, "$1");
  if (!bracketed && IPV4.test(host)) return { ipv4: host };
  const groups = ipv6Groups(host.replace(/%[^%]+$/, ""));
  if (!groups) return null;
  const [a, b, c, d, e, f, high = 0, low = 0] = groups;
  // `::ffff:192.0.2.1` is how a dual-stack socket writes an IPv4 visitor.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return { ipv4: [high >> 8, high & 255, low >> 8, low & 255].join(".") };
  return { ipv6: groups };
}

/** @param {number[]} groups @param {number} bits a multiple of 16 */
const prefix = (groups, bits) =>
  `${groups
    .slice(0, bits / 16)
    .map((group) => group.toString(16))
    .join(":")}::/${bits}`;

/**
 * The budgets a request from `address` counts in, each with how many times the path's limit it
 * holds: an IPv4 address's own; an IPv6 address's /64 (the block one subscriber gets: a script could
 * otherwise take a new address per request) and its /48, ten times as large (a free tunnel hands
 * out a /48: its 65,536 /64s would otherwise be as many budgets). Anything that is not an address
 * shares one budget, so made-up values cannot open new ones.
 * @param {string | null | undefined} address
 * @returns {{ key: string; share: number }[]}
 */
export function visitorBudgets(address) {
  const parsed = parseAddress(address?.trim() ?? "");
  if (!parsed) return [{ key: "unknown", share: 1 }];
  if ("ipv4" in parsed) return [{ key: parsed.ipv4, share: 1 }];
  return [
    { key: prefix(parsed.ipv6, 64), share: 1 },
    { key: prefix(parsed.ipv6, 48), share: BLOCK_SHARE },
  ];
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
 *   budgets are remembered at most (the longest unused is forgotten first), so a flood of
 *   addresses cannot fill the memory.
 * @returns {VisitorLimits}
 */
export function memoryLimits({ now = Date.now, maxVisitors = 100_000 } = {}) {
  /** @type {Map<string, number[]>} times of the counted requests, by path and visitor */
  const requests = new Map();
  let today = { day: "", started: 0 };
  return {
    admit(path, address) {
      const { requests: limit, windowSeconds } = VISITOR_LIMITS[path];
      const at = now();
      const budgets = visitorBudgets(address).map(({ key, share }) => {
        const id = `${path} ${key}`;
        const recent = (requests.get(id) ?? []).filter((time) => at - time < windowSeconds * 1000);
        return { id, recent, full: recent.length >= limit * share };
      });
      const full = budgets.filter((budget) => budget.full);
      for (const { id, recent } of budgets) {
        requests.delete(id);
        requests.set(id, full.length > 0 ? recent : [...recent, at]);
      }
      while (requests.size > maxVisitors) requests.delete(requests.keys().next().value ?? "");
      if (full.length === 0) return null;
      // Room again once the oldest request of every full budget has left its window.
      const until = Math.max(...full.map(({ recent }) => (recent[0] ?? at) + windowSeconds * 1000));
      return { retryAfterSeconds: Math.ceil((until - at) / 1000) };
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
