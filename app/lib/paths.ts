/**
 * Each page's address as static hosts serve it without a redirect. A prerendered page is
 * `<name>/index.html`, which Cloudflare Pages, Netlify and `npm start` serve at `/<name>/` and
 * redirect `/<name>` to (docs/product.md#hosting). Canonical links, the sitemap and every
 * internal link use these.
 */
export const pagePaths = { home: "/", voiceDemo: "/demo-cat/", privacy: "/privacidad/" } as const;

/** The page of the case in `app/content/data/cases/<slug>.json`. */
export const casePath = (slug: string) => `/casos/${slug}/`;

/** The page of the demo agent in `app/content/data/agents/<slug>.json`: the voice demo with that agent. */
export const agentPath = (slug: string) => `${pagePaths.voiceDemo}${slug}/`;

/** The choice of agents on the demo pages (`¿Qué agente querés escuchar?`). */
export const agentChoiceId = "agentes";

/** Where `/demo-cat/` offers CAT and every demo agent to choose from ('Probar otro agente' goes there). */
export const agentChoicePath = `${pagePaths.voiceDemo}#${agentChoiceId}`;
