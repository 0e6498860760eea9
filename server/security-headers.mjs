// @ts-check
/**
 * The security headers of every response, from one place: the build writes them to
 * `build/client/_headers` (the format Netlify and Cloudflare Pages read) and, on Vercel,
 * to `.vercel/output/config.json`; `server/serve.mjs` applies that same `_headers` file,
 * so local and production never disagree.
 */

/**
 * What the Content-Security-Policy must allow: the hashes of the prerendered pages'
 * inline scripts, and the integrations that are configured (an unset one adds nothing).
 * @typedef {{
 *   scriptHashes: string[];
 *   vapi: boolean;
 *   tally: boolean;
 *   posthogHost?: string;
 *   sentryDsn?: string;
 *   calOrigin?: string;
 * }} PolicySources
 */

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * @param {PolicySources} sources
 * @returns {string}
 */
export function contentSecurityPolicy({ scriptHashes, vapi, tally, posthogHost, sentryDsn, calOrigin }) {
  const script = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const connect = ["'self'"];
  const frame = [];
  if (vapi) {
    // The Vapi API creates the call; Daily runs it. With `avoidEval`, Daily loads its
    // call-machine bundle as a script from its CDN instead of evaluating it.
    connect.push("https://api.vapi.ai", "https://*.daily.co", "wss://*.daily.co", "wss://*.wss.daily.co");
    script.push("https://c.daily.co");
  }
  if (tally) {
    script.push("https://tally.so");
    frame.push("https://tally.so");
  }
  if (calOrigin) {
    // Cal.com's embed script comes from the Cal.com host, and its scheduler is a frame of it.
    script.push(originOf(calOrigin));
    frame.push(originOf(calOrigin));
  }
  if (posthogHost) connect.push(originOf(posthogHost));
  if (sentryDsn) connect.push(originOf(sentryDsn));

  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    "script-src": script,
    // Radix and sonner position elements with style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": connect,
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": frame.length ? frame : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * @param {string} csp the Content-Security-Policy (see contentSecurityPolicy)
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // The voice demo needs the microphone on our own pages; nothing needs other devices.
    "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Hashed file names never change content, so they are cached for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and unhashed files are revalidated on every visit so a deploy shows at once. */
export const REVALIDATE = "no-cache";

/** @typedef {{ pattern: string; headers: Record<string, string> }} HeaderRule */

/**
 * What every host applies: security headers for every path, long caching for hashed assets.
 * `*` matches the rest of the path.
 * @param {Record<string, string>} headers the security headers (see securityHeaders)
 * @returns {HeaderRule[]}
 */
export function headerRules(headers) {
  return [
    { pattern: "/*", headers },
    { pattern: "/assets/*", headers: { "Cache-Control": IMMUTABLE } },
  ];
}

/**
 * The `_headers` file (Netlify, Cloudflare Pages, server/serve.mjs) of headerRules.
 * @param {Record<string, string>} headers
 */
export function headersFile(headers) {
  return headerRules(headers)
    .flatMap(({ pattern, headers: block }) => [
      pattern,
      ...Object.entries(block).map(([name, value]) => `  ${name}: ${value}`),
      "",
    ])
    .join("\n");
}

/** @param {string} pattern a headerRules pattern @returns {string} the same paths as a route regex */
const routeSource = (pattern) => `^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*$/, "(.*)")}$`;

/**
 * Vercel's Build Output API v3 `config.json` for the same headerRules: header routes that
 * `continue` to the files, then the not-found page with status 404 for any path no file matched.
 * @param {Record<string, string>} headers
 */
export function vercelConfig(headers) {
  return {
    version: 3,
    routes: [
      ...headerRules(headers).map(({ pattern, headers: block }) => ({
        src: routeSource(pattern),
        headers: block,
        continue: true,
      })),
      { handle: "filesystem" },
      { src: "^/.*$", dest: "/404.html", status: 404 },
    ],
  };
}

/**
 * Reads a `_headers` file back into rules (path pattern → headers), as static hosts do.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(":");
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/**
 * The headers a path gets: every matching rule, in order (`*` matches the rest of the path).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  return rules
    .filter(({ pattern }) =>
      pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
    )
    .reduce((all, rule) => ({ ...all, ...rule.headers }), /** @type {Record<string, string>} */ ({}));
}
