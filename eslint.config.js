// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/architecture.md): routes → features → components / hooks / lib / content.
 * Features never import each other; shared folders never import features or routes; lib never
 * imports content (content builds on lib).
 * Every folder of app/features/ is a feature, so a new one is fenced in without a change here.
 */
const features = readdirSync(new URL("app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "Features do not import each other: move what they share to app/components, hooks or lib.",
}));
const sharedBoundaries = ["components", "hooks", "lib", "content", "contracts"].map((folder) => ({
  target: `./app/${folder}`,
  from: ["./app/features", "./app/routes"],
  message: "Shared folders never import features or routes.",
}));
const libBelowContent = {
  target: "./app/lib",
  from: "./app/content",
  message: "content/ imports lib/, not the other way: pass what lib needs in as an argument.",
};

/** Vendor SDKs, subpaths included: each is imported by its one adapter only (exempted below). */
const vendorImports = {
  patterns: [
    {
      group: ["posthog-js", "posthog-js/*"],
      message: "Only app/lib/posthog-client.ts talks to PostHog: call track().",
    },
    { group: ["@sentry/*"], message: "Only app/lib/errors.ts talks to Sentry: call reportError()." },
    {
      group: ["@vapi-ai/web"],
      message: "Only features/voice-demo/lib/vapi/vapi-client.client.ts imports the Vapi SDK.",
    },
    { group: ["@calcom/*"], message: "Only features/booking/lib/cal.client.ts imports Cal.com's embed." },
  ],
};

/** Features, components and routes learn configuration from content/site.ts only. */
const configImport = {
  group: ["~/lib/config", "**/lib/config"],
  message:
    "Read configuration facts from ~/content/site (site.ts derives them for the UI), not ~/lib/config.",
};

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".vercel/", ".react-router/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...featureBoundaries, ...sharedBoundaries, libBelowContent] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='location'][callee.property.name='reload']",
          message: "No page reloads: adapt to the change instead (docs/product.md).",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-console": ["error", { allow: ["error", "warn", "debug"] }],
      "no-restricted-imports": ["error", vendorImports],
    },
  },
  {
    // The pages name the assistant's tools by the registry's types; no server code reaches a page.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message: "The pages take only types from server/ (the tool registry's): import type.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { ...vendorImports, patterns: [...vendorImports.patterns, configImport] },
      ],
    },
  },
  {
    // The adapters: each the one file allowed to import its vendor SDK.
    // posthog-config.ts imports the SDK's config type only (checked options, no code shipped).
    files: ["app/lib/posthog-client.ts", "app/lib/posthog-config.ts", "app/lib/errors.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The Vapi and Cal.com adapters are feature files: their SDK is allowed, lib/config is not.
    files: [
      "app/features/voice-demo/lib/vapi/vapi-client.client.ts",
      "app/features/booking/lib/cal.client.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [configImport] }] },
  },
  {
    // The server and each host's adapter run their modules as they are, outside the app's build:
    // what they share with the pages is the plain modules of app/contracts/, nothing else of app/.
    files: ["{server,functions,netlify}/**/*.{ts,mts,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/app/**",
                "!**/app/contracts",
                "!**/app/contracts/**",
                "~/**",
                "!~/contracts",
                "!~/contracts/**",
              ],
              message: "The server imports from app/ only app/contracts/ (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
