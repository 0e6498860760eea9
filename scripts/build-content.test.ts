// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "agentia-bad-content-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// The build of a copy of the project whose content has a bad file: the product has no switch for it.
// Everything but what installs or builds produce.
const skipped = new Set([
  "node_modules",
  ".git",
  ".react-router",
  ".vercel",
  "test-results",
  "playwright-report",
]);
const sources = readdirSync(root).filter((name) => !skipped.has(name) && !/^build(-|$)/.test(name));

it("npm run build fails on a bad content file, naming the file, the field and the rule", () => {
  for (const source of sources) cpSync(join(root, source), join(copy, source), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  const file = join(copy, "app/content/data/cases/logistica.json");
  const data = JSON.parse(readFileSync(file, "utf8"));
  data.card.metrics[1].value = 15;
  writeFileSync(file, JSON.stringify(data, null, 2));

  const result = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", timeout: 60_000 });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(
    "app/content/data/cases/logistica.json: card.metrics.1.value: Invalid input: expected string, received number",
  );
}, 60_000);
