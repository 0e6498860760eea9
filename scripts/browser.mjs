// @ts-check
/** Which Chromium the browser tests, the icon script and the bench launch, and with which flags. */
import { existsSync } from "node:fs";

/**
 * @typedef {{
 *   env?: Record<string, string | undefined>;
 *   exists?: (path: string) => boolean;
 * }} SystemChecks
 */

/**
 * `CHROME_PATH`, else Debian's `/usr/bin/chromium`, else undefined so Playwright uses
 * its own downloaded browser (see testBrowser).
 * @param {SystemChecks} [checks] where to look (the real environment and file system by default)
 * @returns {string | undefined}
 */
export function browserExecutable({ env = process.env, exists = existsSync } = {}) {
  const candidates = [env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => path && exists(path));
}

export const NO_BROWSER = [
  "No Chromium for the browser tests: CHROME_PATH is not set (or does not exist), there is no",
  "/usr/bin/chromium, and Playwright's own Chromium could not be downloaded (npx playwright install",
  "chromium failed: see above). Get one of these two ways, then run the tests again:",
  "  - install Debian's:  apt-get install -y chromium",
  "  - or point to any Chrome/Chromium binary:  CHROME_PATH=/path/to/chrome npm test",
].join("\n");

/**
 * The Chromium `npm run test:e2e` runs: the system's (browserExecutable), else Playwright's
 * own, downloaded first when it is missing. Only when the download fails is there none.
 * @param {SystemChecks & {
 *   playwrightChromium: string | undefined;
 *   install: () => boolean;
 * }} checks `playwrightChromium`: where Playwright keeps its Chromium; `install`: runs
 *   `npx playwright install chromium` and says whether it succeeded
 * @returns {{ executable: string } | { error: string }}
 */
export function testBrowser({ env, exists = existsSync, playwrightChromium, install }) {
  const system = browserExecutable({ env, exists });
  if (system) return { executable: system };
  const own = () => (playwrightChromium && exists(playwrightChromium) ? playwrightChromium : undefined);
  const executable = own() ?? (install() ? own() : undefined);
  return executable ? { executable } : { error: NO_BROWSER };
}

/**
 * Chromium reads only the last `--disable-features`, and Playwright passes its own first: ours is
 * Playwright's list (`browser.test.ts` checks it against the installed Playwright) and more.
 */
export const disabledFeatures = [
  ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades"],
  ...["HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding"],
  ...["ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin"],
  ...["OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
  ...["msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion"],
  "SkipListAccountsWithoutGaiaCookies",
  // Chromium 156 loads its omnibox popup, a web page of 400-odd modules, in a renderer of its own
  // for every new tab, on the same two cores as the page under test: it cost the bench's first
  // paint about 0.18 s. A phone's browser draws its address bar natively.
  ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"],
];

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${disabledFeatures.join(",")}`,
  // Microphone for the voice demo: a fake device, permission decided per test.
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

/**
 * The browser tests' Chromium. It does not report `navigator.webdriver`, as a visitor's browser
 * does not (posthog-js drops every event from one that does). A spec that launches its own
 * browser (a microphone recording, speech) starts a new worker, so specs share these.
 */
const testChromiumArgs = [...chromiumArgs, "--disable-blink-features=AutomationControlled"];

/**
 * Playwright's launch options for the browser tests' Chromium, with a spec's own `extraArgs`.
 * @param {...string} extraArgs
 */
export const testLaunchOptions = (...extraArgs) => ({
  executablePath: browserExecutable(),
  args: [...testChromiumArgs, ...extraArgs],
});

/**
 * The browser's speech synthesis through speech-dispatcher, for the preview's voice
 * (e2e/preview-speech.spec.ts): Linux Chromium lists no voice without it. Only that spec asks for
 * it, so every other test, and the bench, meets the silent preview a browser without voices gets.
 */
export const speechArgs = ["--enable-speech-dispatcher"];
