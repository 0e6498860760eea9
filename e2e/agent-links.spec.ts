/**
 * The ways in to the demo agents (docs/product.md#the-voice-demo): each area's card on `/`,
 * `¿Qué agente querés escuchar?` on `/demo-cat/`, and a case page whose area has an agent. The agents
 * come from their files, so a new one is covered as it is added. The agents' pages themselves are
 * not followed here: only each link's address and text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { request } from "@playwright/test";

import { casePage } from "../app/content/case-page";
import { agentChoice } from "../app/content/demo-cat";
import { industries } from "../app/content/home";
import { withSiteName } from "../app/content/load";
import type { AgentContent, CaseContent } from "../app/content/schema";
import { site } from "../app/content/site";
import { builds } from "./builds.mjs";
import {
  expect,
  expectNoA11yViolationsAtAllWidths,
  hydrated,
  pageTop,
  screenshots,
  test,
  widths,
} from "./fixtures";

/** Every file of `folder` below app/content/data/, as the site shows it ({marca} replaced), with its slug. */
function contentFolder<T>(folder: string) {
  const dir = join(import.meta.dirname, "../app/content/data", folder);
  return readdirSync(dir).map((name) => ({
    slug: name.replace(/\.json$/, ""),
    ...withSiteName<T>(JSON.parse(readFileSync(join(dir, name), "utf8")), site.name),
  }));
}

/** The agents in the owner's order: `order`, then the address. */
const agents = contentFolder<AgentContent>("agents").sort(
  (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
);
const cases = contentFolder<CaseContent>("cases");
const agentOf = (area: string | undefined) => agents.find((agent) => agent.area === area);

const listen = "Escuchalo en acción";
const choiceTitle = "¿Qué agente querés escuchar?";

test.describe("each area's card on / links its agent", () => {
  test("every agent answers for an area of «Soluciones por área»", () => {
    expect(agents.length).toBeGreaterThan(0);
    const titles = industries.items.map((item) => item.title);
    for (const agent of agents) expect(titles, agent.slug).toContain(agent.area);
  });

  for (const width of [360, 1440]) {
    test(`at ${width} px each card links 'Escuchalo en acción' to its agent's page; a card without one shows none`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const section = page.locator("#soluciones");
      for (const { title } of industries.items) {
        const card = section
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: title }) });
        const links = card.getByRole("link");
        const agent = agentOf(title);
        if (!agent) {
          await expect(links, title).toHaveCount(0);
          continue;
        }
        await expect(links).toHaveCount(1);
        await expect(links).toHaveAttribute("href", `/demo-cat/${agent.slug}/`);
        await expect(links).toHaveText(new RegExp(`^${listen}`));
        await expect(links).toHaveAccessibleName(`${listen}: ${title}`);
        await links.scrollIntoViewIfNeeded();
        await expect(links).toBeVisible();
      }
    });
  }
});

test.describe("/demo-cat/ offers every agent", () => {
  test("'¿Qué agente querés escuchar?': CAT is this page, every agent a link, in the owner's order", async ({
    page,
  }) => {
    await page.goto("/demo-cat/");
    await hydrated(page);
    const section = page.locator("#agentes");
    await expect(section).toHaveRole("region");
    await expect(section).toHaveAccessibleName(choiceTitle);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(choiceTitle);

    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(agents.length + 1);
    const cat = items.first();
    await expect(cat.locator("[aria-current=page]")).toContainText(agentChoice.cat.name);
    await expect(cat.getByRole("link")).toHaveCount(0);

    const links = section.getByRole("link");
    await expect(links).toHaveCount(agents.length);
    for (const [index, agent] of agents.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", `/demo-cat/${agent.slug}/`);
      await expect(link).toHaveAccessibleName(`${agent.area} ${agent.name}`);
      await expect(items.nth(index + 1)).toContainText(agent.role);
    }
    await expect(page.locator("[aria-current]")).toHaveCount(1);
  });

  test("the choice is in the prerendered page: plain links that work before any script", async ({
    baseURL,
  }) => {
    const api = await request.newContext({ baseURL });
    const html = await (await api.get("/demo-cat/")).text();
    await api.dispose();
    expect(html).toContain(choiceTitle);
    for (const agent of agents) expect(html).toContain(`href="/demo-cat/${agent.slug}/"`);
  });

  test("the choice never moves 'Iniciar Llamada': the button sits where it would without it", async ({
    page,
  }) => {
    await page.goto("/demo-cat/");
    await hydrated(page);
    const start = page.getByRole("button", { name: "Iniciar Llamada", exact: true });
    const section = page.locator("#agentes");
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 360 ? 640 : 900 });
      const startBox = (await start.boundingBox())!;
      const sectionBox = (await section.boundingBox())!;
      // Below the whole call panel, in every layout.
      expect(sectionBox.y, `${width} px`).toBeGreaterThan(startBox.y + startBox.height);
    }
    await page.setViewportSize({ width: 360, height: 640 });
    const withChoice = await pageTop(start);
    await section.evaluate((element) => element.remove());
    expect(await pageTop(start)).toBe(withChoice);
  });

  test("axe finds nothing on the choice at 360, 768 and 1440 px", async ({ page }) => {
    await page.goto("/demo-cat/");
    await hydrated(page);
    await expectNoA11yViolationsAtAllWidths(page, "#agentes");
    await screenshots(page, "agent-choice", { element: "#agentes" });
  });
});

test.describe("a case page links the agent of its area", () => {
  for (const study of cases) {
    const agent = agentOf(study.page.area);
    test(`${study.slug}: ${agent ? `'${listen}' to ${agent.slug}` : "no agent to link"}`, async ({
      page,
    }) => {
      await page.goto(`/casos/${study.slug}/`);
      const links = page.getByRole("main").getByRole("link", { name: listen, exact: true });
      if (!agent) {
        await expect(links).toHaveCount(0);
        return;
      }
      const section = page.getByRole("region", { name: casePage.agent.title(agent.area) });
      await expect(section).toContainText(agent.name);
      await expect(section).toContainText(agent.role);
      await expect(links).toHaveCount(1);
      await expect(section.getByRole("link", { name: listen, exact: true })).toHaveAttribute(
        "href",
        `/demo-cat/${agent.slug}/`,
      );
      await expectNoA11yViolationsAtAllWidths(page);
    });
  }
});

test.describe("the agents' words stay out of the scripts of the pages that link them", () => {
  const { dir } = builds.default;
  /** The JavaScript a prerendered page loads before it works: its scripts, preloads and their imports. */
  function firstLoadScript(file: string) {
    const graph: Record<string, { imports: string[] }> = JSON.parse(
      readFileSync(join(dir, "chunk-graph.json"), "utf8"),
    );
    const html = readFileSync(join(dir, "client", file), "utf8");
    const chunks = new Set([...html.matchAll(/"\/(assets\/[\w.-]+\.js)"/g)].map(([, chunk]) => chunk!));
    for (const chunk of chunks) for (const imported of graph[chunk]?.imports ?? []) chunks.add(imported);
    // React Router's entry, the shared chunk, the root, the route and its page's chunk at least.
    expect(chunks.size, file).toBeGreaterThanOrEqual(5);
    return [...chunks].map((chunk) => readFileSync(join(dir, "client", chunk), "utf8")).join("\n");
  }
  const pages = [
    "index.html",
    "demo-cat/index.html",
    ...cases.map((study) => `casos/${study.slug}/index.html`),
  ];

  for (const file of pages) {
    test(`${file}: no agent's role, company or first sentence in its first load`, () => {
      const script = firstLoadScript(file);
      for (const agent of agents) {
        for (const words of [agent.role, agent.company.name, agent.firstMessage])
          expect(script.includes(words), `${agent.slug}: ${words}`).toBe(false);
      }
    });
  }
});
