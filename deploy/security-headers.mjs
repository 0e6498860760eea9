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
 *   guard?: boolean;
 *   callMachine?: boolean;
 *   turnstile?: boolean;
 * }} PolicySources `guard`: the voice demo reaches Vapi through the site's own endpoint after a
 *   Turnstile check, not from the page with the public key. `turnstile`: this page shows Turnstile's
 *   widget (the voice demo, or the landing's own contact form, with the guard).
 */

/** Cloudflare Turnstile's script and challenge frame (the guard). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * `callMachine`: the page runs a Vapi call. Daily loads its audio-level worklet from a `blob:` URL
 * and its noise suppression (Krisp) compiles WebAssembly; without these two sources both fail
 * silently (see docs/product.md#a-real-call-in-the-field). Only the voice demo's page gets them;
 * Turnstile's script and frame go to the pages that show its widget, and only those.
 * @param {PolicySources} sources
 * @returns {string}
 */
export function contentSecurityPolicy({
  scriptHashes,
  vapi,
  tally,
  posthogHost,
  sentryDsn,
  calOrigin,
  guard = false,
  callMachine = false,
  turnstile = false,
}) {
  const script = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const connect = ["'self'"];
  const frame = [];
  if (vapi) {
    // The Vapi API creates the call (with the guard, the site's endpoint does: 'self'); Daily
    // runs it. With `avoidEval`, Daily loads its call-machine bundle as a script from its CDN
    // instead of evaluating it.
    if (!guard) connect.push("https://api.vapi.ai");
    connect.push("https://*.daily.co", "wss://*.daily.co", "wss://*.wss.daily.co");
    script.push("https://c.daily.co");
    if (callMachine) script.push("blob:", "'wasm-unsafe-eval'");
  }
  if (turnstile) {
    script.push(TURNSTILE_ORIGIN);
    frame.push(TURNSTILE_ORIGIN);
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

  return serialize({
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
  });
}

/** @param {Record<string, string[]>} directives @returns {string} a policy's text */
const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/**
 * The headers of the editor's page (`/admin/`, Sveltia CMS) that replace the site's: a policy of
 * its own (its scripts and fonts are our files; it reads and commits through GitHub's API, shows
 * GitHub avatars, and styles itself inline), an opener policy that lets the OAuth sign-in popup
 * answer it, and no indexing. Every other page keeps the site's policy.
 * @returns {Record<string, string>}
 */
export function editorHeaders() {
  return {
    "Content-Security-Policy": serialize({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
      "font-src": ["'self'"],
      // data: the editor reads its own logo's data URL to draw its app icon; GitHub's status page
      // tells it of an incident, which it shows.
      "connect-src": ["'self'", "data:", "https://api.github.com", "https://www.githubstatus.com"],
      "media-src": ["'self'", "blob:"],
      "worker-src": ["'self'", "blob:"],
      "frame-src": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    }),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
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
 * What every host applies: security headers for every path, long caching for hashed assets,
 * then the headers one page needs instead (`pages`: its address as hosts serve it, `/demo-cat/`).
 * A later rule's header replaces an earlier one's of the same name. `*` matches the rest of the path.
 * @param {Record<string, string>} headers the security headers (see securityHeaders)
 * @param {Record<string, Record<string, string>>} [pages]
 * @returns {HeaderRule[]}
 */
export function headerRules(headers, pages = {}) {
  return [
    { pattern: "/*", headers },
    { pattern: "/assets/*", headers: { "Cache-Control": IMMUTABLE } },
    ...Object.entries(pages).map(([pattern, block]) => ({ pattern, headers: block })),
  ];
}

/** @param {string} pattern @param {string} pathname */
const matches = (pattern, pathname) =>
  pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/**
 * The `_headers` file (Netlify, Cloudflare Pages, server/serve.mjs) of headerRules. Where a rule
 * replaces a header an earlier rule set, it first detaches it (`! Name`): Cloudflare Pages would
 * otherwise send both values joined by a comma, two policies the browser would both enforce.
 * Netlify ignores that line and lets the later rule win, as server/serve.mjs does.
 * @param {HeaderRule[]} rules
 */
export function headersFile(rules) {
  return rules
    .flatMap(({ pattern, headers: block }, index) => {
      const earlier = rules.slice(0, index).filter((rule) => matches(rule.pattern, pattern));
      const replaced = Object.keys(block).filter((name) => earlier.some((rule) => name in rule.headers));
      return [
        pattern,
        ...replaced.map((name) => `  ! ${name}`),
        ...Object.entries(block).map(([name, value]) => `  ${name}: ${value}`),
        "",
      ];
    })
    .join("\n");
}

/** @param {string} text @returns {string} the text as a literal in a route regex */
const escapeRoute = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** A page's address with or without its trailing slash (hosts redirect the one without). */
const pageSource = (/** @type {string} */ pattern) => `${escapeRoute(pattern.replace(/\/$/, ""))}/?`;

/**
 * Vercel's Build Output API v3 `config.json` for the same headerRules: header routes that
 * `continue` to the files, the functions' paths (each to its function), then the not-found page
 * with status 404 for `/404` and for any path no file matched. The routes never overlap on a
 * header (a wildcard skips the pages that replace one of its headers, and a page's route carries
 * every header it gets), so no merge order matters.
 * @param {HeaderRule[]} rules
 * @param {string[]} [functions] the paths of the output's functions (`/api/demo/call`)
 */
export function vercelConfig(rules, functions = []) {
  const pages = rules.filter(({ pattern }) => !pattern.endsWith("*"));
  const headerRoutes = rules.map(({ pattern, headers: block }) => {
    if (!pattern.endsWith("*")) {
      return { src: `^${pageSource(pattern)}$`, headers: headersFor(rules, pattern), continue: true };
    }
    const skipped = pages
      .filter((page) => matches(pattern, page.pattern))
      .filter((page) => Object.keys(page.headers).some((name) => name in block));
    const skip = skipped.length
      ? `(?!(?:${skipped.map((page) => pageSource(page.pattern)).join("|")})$)`
      : "";
    return { src: `^${skip}${escapeRoute(pattern.slice(0, -1))}(.*)$`, headers: block, continue: true };
  });
  return {
    version: 3,
    routes: [
      ...headerRoutes,
      ...functions.map((path) => ({ src: `^${escapeRoute(path)}$`, dest: path })),
      { src: "^/404(?:\\.html)?$", dest: "/404.html", status: 404 },
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
 * The headers a path gets: every matching rule, in order, a later one replacing a header of the
 * same name (`*` matches the rest of the path).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  return rules
    .filter(({ pattern }) => matches(pattern, pathname))
    .reduce((all, rule) => ({ ...all, ...rule.headers }), /** @type {Record<string, string>} */ ({}));
}
