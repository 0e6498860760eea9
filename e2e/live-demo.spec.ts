import type { Page } from "@playwright/test";

import { liveDemo, liveDemoStats } from "../app/content/live-demo";
import { expect, expectNoA11yViolationsAtAllWidths, screenshot, test } from "./fixtures";

const panel = (page: Page) => page.getByRole("figure", { name: "Sistema de IA Activo" });
/** The picture is hidden from assistive technology, so its parts are found by their data-slot. */
const agents = (page: Page) => panel(page).locator('[data-slot="live-demo-agent"]');
const statValue = (page: Page, label: string) =>
  panel(page)
    .locator('[data-slot="live-demo-stat"]')
    .filter({ hasText: label })
    .locator('[data-slot="live-demo-stat-value"]');

async function showPanel(page: Page) {
  await page.goto("/");
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page)).toBeInViewport();
}

test("the prerendered page carries the panel title and the summary for screen readers", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Sistema de IA Activo");
  expect(html).toContain(liveDemo.summary);
});

test("at 1440 px: 10 agents at work, packets in flight, stats end at 10 / 578 / 98.2% / 68", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await showPanel(page);

  await expect(agents(page)).toHaveCount(10);
  await expect(panel(page).locator('[data-slot="live-demo-packet"]').first()).toBeAttached();
  await expect(panel(page).locator('[data-slot="live-demo-task"]').first()).toBeVisible();

  const [agentsStat, queries, efficiency, memory] = liveDemoStats.map((stat) => statValue(page, stat.label));
  await expect(agentsStat!).toHaveText("10");
  await expect(queries!).toHaveText("578");
  await expect(efficiency!).toHaveText("98.2%");
  await expect(memory!).toHaveText(/^68/);
});

test("crossing 768 and 480 px adapts the agents without reloading the page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await showPanel(page);
  await expect(agents(page)).toHaveCount(10);
  await page.evaluate(() => Object.assign(window, { liveDemoMarker: "same page" }));

  await page.setViewportSize({ width: 700, height: 900 });
  await panel(page).scrollIntoViewIfNeeded();
  await expect(agents(page)).toHaveCount(4);

  await page.setViewportSize({ width: 400, height: 900 });
  await panel(page).scrollIntoViewIfNeeded();
  await expect(agents(page)).toHaveCount(3);

  await page.setViewportSize({ width: 1440, height: 900 });
  await panel(page).scrollIntoViewIfNeeded();
  await expect(agents(page)).toHaveCount(10);
  expect(await page.evaluate(() => (window as unknown as { liveDemoMarker?: string }).liveDemoMarker)).toBe(
    "same page",
  );
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows a still picture with the final figures: nothing moves", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await showPanel(page);
    await expect(agents(page)).toHaveCount(10);
    await expect(statValue(page, liveDemoStats[1]!.label)).toHaveText("578");

    const before = await panel(page).screenshot();
    // The second between the two pictures is what is measured, not a wait for something.
    await page.waitForTimeout(1000);
    const after = await panel(page).screenshot();
    expect(after.equals(before), "the panel changed within one second").toBe(true);
  });

  // The still picture shows a task card on every agent that can show one.
  for (const [width, cards] of [
    [360, 3],
    [480, 3],
    [768, 4],
    [1024, 4],
    [1440, 4],
  ] as const) {
    test(`at ${width} px no task card covers another agent, and every card stays on stage`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await showPanel(page);
      await expect(panel(page).locator('[data-slot="live-demo-task"]')).toHaveCount(cards);

      const problems = await panel(page).evaluate((figure) => {
        const box = (element: Element) => element.getBoundingClientRect();
        const overlap = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const stage = box(figure.querySelector('[data-slot="live-demo-stage"]')!);
        const agents = [...figure.querySelectorAll('[data-slot="live-demo-agent"]')];
        const found: string[] = [];
        agents.forEach((agent, index) => {
          const card = agent.querySelector('[data-slot="live-demo-task"]');
          if (!card) return;
          const cardBox = box(card);
          const inside =
            cardBox.left >= stage.left &&
            cardBox.right <= stage.right &&
            cardBox.top >= stage.top &&
            cardBox.bottom <= stage.bottom;
          if (!inside) found.push(`card of agent ${index + 1} leaves the stage`);
          agents.forEach((other, otherIndex) => {
            const node = other.querySelector('[data-slot="live-demo-node"]')!;
            if (other !== agent && overlap(cardBox, box(node)))
              found.push(`card of agent ${index + 1} covers agent ${otherIndex + 1}`);
          });
        });
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});

test("axe finds nothing in the panel at 360, 768 and 1440 px, each with its agents", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await showPanel(page);
  await expect(agents(page)).toHaveCount(10);
  await expect(statValue(page, liveDemoStats[0]!.label)).toHaveText("10");
  await expectNoA11yViolationsAtAllWidths(page, '[data-slot="live-demo"]');
  for (const [width, count] of [
    [360, 3],
    [768, 10],
    [1440, 10],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await panel(page).scrollIntoViewIfNeeded();
    await expect(agents(page)).toHaveCount(count);
    await expect(panel(page).locator('[data-slot="live-demo-task"]').first()).toBeVisible();
    await screenshot(panel(page), `live-demo-${width}`);
  }
});
