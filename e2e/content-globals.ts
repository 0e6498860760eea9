/**
 * Lets specs import `app/content/*` (the copy they expect): content reads the validated
 * config that Vite injects as `__SITE_CONFIG__`; here it is the default build's (no keys).
 * Import this before any content module.
 */
import { parseConfig } from "../app/lib/config-schema";

(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = parseConfig({});
