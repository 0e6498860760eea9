// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const buildDir = mkdtempSync(join(tmpdir(), "agentia-bad-config-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

it("npm run build fails on an invalid variable and names it", () => {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, VITE_CONTACT_PHONE: "abc", BUILD_DIR: buildDir },
    timeout: 60_000,
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(
    'VITE_CONTACT_PHONE: "abc" is not a phone number: + and 8-15 digits, spaces, dots, dashes or brackets (+1 555 010 0199)',
  );
}, 60_000);
