import type { SiteConfig } from "./config-schema";

export type { PhoneNumber, SiteConfig } from "./config-schema";

declare global {
  /** Put in place by vite.config.ts after `parseConfig` validated the `VITE_*` variables. */
  const __SITE_CONFIG__: SiteConfig;
}

/** The site's settings, validated at build time. Components read facts through `content/site.ts`. */
export const config: SiteConfig = __SITE_CONFIG__;
