import type { SiteConfig } from "./config-schema";

export type { PhoneNumber, SiteConfig } from "./config-schema";

declare global {
  /** Put in place by vite.config.ts after `parseConfig` validated the `VITE_*` variables. */
  const __SITE_CONFIG__: SiteConfig;
  /** The day of the build in Buenos Aires (YYYY-MM-DD), put in place by vite.config.ts. */
  const __BUILD_DATE__: string;
  /** `name@version` from package.json, put in place by vite.config.ts: the release Sentry reports. */
  const __RELEASE__: string;
}

/** The site's settings, validated at build time. Components read facts through `content/site.ts`. */
export const config: SiteConfig = __SITE_CONFIG__;

/** The day this build was made in Buenos Aires, as YYYY-MM-DD. */
export const buildDate: string = __BUILD_DATE__;
