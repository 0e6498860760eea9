import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";

import { contentProblems, scriptedTools } from "../app/content/check-content";
import { serviceModal, services } from "../app/content/home";
import { notFoundPath, sitePaths } from "../app/routes";
import { expect, hydrated, test } from "./fixtures";
import { writeSparseContent } from "./sparse-content";

/*
 * A content file the build accepts renders (docs/architecture.md, "Copy"), however much the owner
 * empties: every content file as the editor saves it with every optional field emptied, built, and
 * every page and service dialog opened with no page error (the fixture fails a test on any). The
 * build is of a copy of what a prerender reads (the app, its public files and configs), without
 * the steps after it (social images, the editor, host files), which read none of those fields; the
 * test serves its files through Playwright's router, so it needs no port.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
const origin = "http://sparse-content.localhost";
/** The copy of the project this file builds, made once its tests run. */
let copy = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  // One build of the app on a busy 2-core machine.
  test.setTimeout(240_000);
  copy = mkdtempSync(join(tmpdir(), "agentia-sparse-content-"));
  for (const source of ["app", "public", "package.json", "tsconfig.json", "vite.config.ts"])
    cpSync(join(root, source), join(copy, source), { recursive: true });
  cpSync(join(root, "scripts/first-load-chunks.mjs"), join(copy, "scripts/first-load-chunks.mjs"));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  // The project's own React Router configuration, less what runs after the prerender.
  writeFileSync(
    join(copy, "react-router.config.ts"),
    [
      `import site from ${JSON.stringify(join(root, "react-router.config.ts"))};`,
      "const { buildEnd: _, ...prerender } = site;",
      "export default prerender;",
      "",
    ].join("\n"),
  );

  // Every optional list and object left out: the labels the preview plays too, and in each agent
  // the script's tools and the parameters its results name, which the build refuses.
  writeSparseContent(root, copy);
  const problems = contentProblems(copy);
  expect(problems.filter((problem) => !problem.startsWith("app/content/data/agents/"))).toEqual(
    scriptedTools.map(
      (tool) =>
        `app/content/data/demo-cat.json: actions: no label for "${tool}", a tool the preview's script uses`,
    ),
  );
  const agentProblems = problems.filter((problem) => problem.startsWith("app/content/data/agents/"));
  expect(agentProblems).not.toEqual([]);
  for (const problem of agentProblems)
    expect(problem).toMatch(
      /: (tools\.\d+\.result\.\d+\.value: \{\w+\} is not a parameter of this tool|tools\.\d+\.name: "\w+" is used by no agent's turn of the script: .+)$/,
    );
  // The least the owner can keep: those labels emptied of what is optional in them, and what the
  // agents' rules need.
  writeSparseContent(root, copy, { labelsOf: scriptedTools, agentRules: true });
  expect(contentProblems(copy)).toEqual([]);

  // The default build: no setting of this machine's environment reaches it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")));
  await promisify(execFile)("npx", ["react-router", "build"], { cwd: copy, env });
});

test.afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Answers the page's requests from the build's files, as a static host would. */
async function serveBuild(page: Page) {
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const client = join(copy, "build", "client");
    const file = join(client, decodeURIComponent(pathname), pathname.endsWith("/") ? "index.html" : "");
    return existsSync(file) && statSync(file).isFile()
      ? route.fulfill({ path: file })
      : route.fulfill({ status: 404 });
  });
}

test("every page renders and works with every optional field left out", async ({ page, consoleErrors }) => {
  // Every page, each loaded and hydrated on a busy machine.
  test.slow();
  await serveBuild(page);
  for (const path of [...sitePaths, `${notFoundPath}/`]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The not-found page logs the path it was opened at.
  consoleErrors.expect(/404: ruta inexistente: \/404\//);
});

test("every service dialog opens without its cases and its highlighted case", async ({ page }) => {
  // Every service's dialog, each opened and closed.
  test.slow();
  await serveBuild(page);
  await page.goto("/");
  await hydrated(page);
  for (const service of services.items) {
    await page.getByRole("button", { name: `Ver detalles: ${service.title}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: service.title })).toBeVisible();
    await expect(dialog.getByText(serviceModal.noCaseStudies)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});
