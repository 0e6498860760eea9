import { type Page } from "@playwright/test";
import { PNG } from "pngjs";

import { demoPage } from "../app/content/demo-cat";
import { headerCopy, hero, navigation } from "../app/content/home";
import { sectionIds } from "../app/content/sections";
import { contactSection } from "../app/content/contact";
import { services } from "../app/content/home";
import {
  animationsFinished,
  expect,
  expectNoA11yViolationsAtAllWidths,
  expectNoSidewaysScroll,
  hydrated,
  openBeforeItsCode,
  screenshot,
  screenshots,
  test,
} from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog");
const cardButton = (page: Page, title: string) =>
  page.getByRole("button", { name: `Ver detalles: ${title}` });
const rotating = (page: Page) => page.locator("[data-slot=rotating-word]");
/** The play state of each of the hero verb's animations. */
const verbStates = (page: Page) =>
  rotating(page).evaluate((element) => element.getAnimations({ subtree: true }).map((a) => a.playState));
/** The words the hero verb draws at full opacity `ms` after its animations start (seeked and read at once). */
const verbAt = (page: Page, ms: number) =>
  rotating(page).evaluate((element, time) => {
    for (const animation of element.getAnimations({ subtree: true })) animation.currentTime = time;
    return [...element.children]
      .filter((word) => getComputedStyle(word).opacity === "1")
      .map((word) => word.textContent);
  }, ms);
const backdrop = (page: Page) => page.locator("[data-slot=site-header] > div[aria-hidden=true]");

/**
 * Runs `close` and reports, as the page saw it, the exit animation the dialog played with
 * `data-state=closed` and how long after that state it left the DOM.
 */
async function watchDialogExit(page: Page, close: () => Promise<unknown>) {
  await expect(dialog(page)).toBeVisible();
  const watch = await page.evaluateHandle(() => {
    const content = document.querySelector<HTMLElement>("[role=dialog]")!;
    let closedAt = 0;
    let animationMs = Number.NaN;
    const done = new Promise<{ animationMs: number; goneAfterMs: number }>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!closedAt && content.dataset.state === "closed") {
          closedAt = performance.now();
          const durations = content.getAnimations().map((a) => Number(a.effect?.getTiming().duration));
          animationMs = Math.max(0, ...durations);
        }
        if (closedAt && !content.isConnected) {
          observer.disconnect();
          resolve({ animationMs, goneAfterMs: performance.now() - closedAt });
        }
      }).observe(document.body, { attributes: true, childList: true, subtree: true });
    });
    return { done };
  });
  await close();
  return watch.evaluate((handle) => handle.done);
}

test.describe("landing page", () => {
  test("sections come in the documented order with anchors, and the nav lists them in page order", async ({
    page,
  }) => {
    await page.goto("/");
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["about", "services", "process", "ai-revolution", "cases", "soluciones", "contacto"]);

    const h2s = await page.locator("main h2").allTextContents();
    expect(h2s.at(-2)).toBe(contactSection.title);
    await expect(page.getByRole("link", { name: "Reservar demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Hablar ahora" })).toHaveAttribute("href", /^tel:\+1/);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);

    const navLinks = page.getByRole("navigation", { name: headerCopy.navLabel }).getByRole("link");
    await expect(navLinks).toHaveText(navigation.map((item) => item.label));
  });

  test("the header is transparent at the top and opaque after 60 px of scroll", async ({ page }) => {
    await page.goto("/");
    await expect(backdrop(page)).toHaveCSS("opacity", "0");
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(60);
    await expect(backdrop(page)).toHaveCSS("opacity", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(backdrop(page)).toHaveCSS("opacity", "0");
  });

  test("the nav marks the section in view", async ({ page }) => {
    await page.goto("/");
    // The marking is the header's code at work: wait for it, as for every code-driven check.
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: headerCopy.navLabel });
    await nav.getByRole("link", { name: "Proceso" }).click();
    await expect(nav.getByRole("link", { name: "Proceso" })).toHaveAttribute("aria-current", "location");
    await expect(page.locator(`#${sectionIds.process}`)).toBeInViewport();
  });

  test("a nav click while the page is starting up scrolls there, and the sections stay", async ({ page }) => {
    await page.goto("/");
    // No wait for the page's code: the click may meet prerendered HTML, the router or React mid-way.
    await page
      .getByRole("navigation", { name: headerCopy.navLabel })
      .getByRole("link", { name: "Proceso" })
      .click();
    await hydrated(page);
    await expect(page.locator(`#${sectionIds.process}`)).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test("at 1440 px the nav marks the section being read, not the one above; none in the hero or #soluciones", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const current = page
      .getByRole("navigation", { name: headerCopy.navLabel })
      .locator('a[aria-current="location"]');
    await expect(current).toHaveCount(0);
    for (const id of Object.values(sectionIds)) {
      const item = navigation.find((entry) => entry.id === id);
      // Sections above render as they come into view (content-visibility) and can move the one
      // scrolled to; on a busy machine that lands after the scroll, so the scroll is made again.
      await expect(async () => {
        await page.evaluate(
          (target) =>
            document.getElementById(target)!.scrollIntoView({ behavior: "instant", block: "start" }),
          id,
        );
        if (item) await expect(current, id).toHaveText(item.label, { timeout: 2000 });
        else await expect(current, id).toHaveCount(0, { timeout: 2000 });
      }).toPass({ timeout: 10_000 });
    }
  });

  test("a URL with #cases loads without the hash and without a reload", async ({ page }) => {
    await page.goto("/#cases");
    await expect(page).toHaveURL(/\/$/);
    const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    expect(navigations).toBe(1);
  });

  test("at 360 px the mobile menu opens, closes on a link click or Escape, and nothing overflows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expectNoSidewaysScroll(page);

    const toggle = page.getByRole("button", { name: headerCopy.openMenu });
    await toggle.click();
    const close = page.getByRole("button", { name: headerCopy.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(backdrop(page)).toHaveCSS("opacity", "1");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // One width only: at 768 px and up the menu closes by design.
    await screenshot(page, "landing-mobile-menu-360");

    await menu.getByRole("link", { name: "Servicios" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(`#${sectionIds.services}`)).toBeInViewport();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("'Ver una demo gratis' scrolls to #contacto", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Ver una demo gratis" }).click();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("service dialog", () => {
  for (const [index, service] of services.items.entries()) {
    const way = (["Escape", "overlay", "close button"] as const)[index % 3];
    test(`'${service.title}' opens its details; ${way} closes them and focus returns to the card`, async ({
      page,
    }) => {
      await page.goto("/");
      const card = cardButton(page, service.title);
      await card.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole("heading", { name: service.title })).toBeVisible();
      await expect(dialog(page).getByRole("heading", { name: "Características clave" })).toBeVisible();
      await expect(dialog(page).getByRole("heading", { name: "Casos de éxito" })).toBeVisible();
      await expect(dialog(page).getByRole("link", { name: "Hablar ahora" })).toHaveAttribute(
        "href",
        /^tel:\+54/,
      );

      // Radix hears a click on the overlay only from the task after it opens (see contact.spec).
      await animationsFinished(dialog(page));
      const exit = await watchDialogExit(page, async () => {
        if (way === "Escape") await page.keyboard.press("Escape");
        if (way === "overlay") await page.mouse.click(5, 5);
        if (way === "close button") await dialog(page).getByRole("button", { name: "Cerrar" }).click();
      });

      // A 300 ms exit animation, the dialog still in the page (docs/product.md#the-landing-page).
      expect(exit.animationMs).toBe(300);
      expect(exit.goneAfterMs).toBeGreaterThanOrEqual(280);
      await expect(dialog(page)).toHaveCount(0);
      await expect(card).toBeFocused();

      await card.click();
      await expect(dialog(page).getByRole("heading", { name: service.title })).toBeVisible();
    });
  }

  test("'Más información' closes the dialog and ends at #contacto", async ({ page }) => {
    await page.goto("/");
    await cardButton(page, services.items[0]!.title).click();
    const exit = await watchDialogExit(page, () =>
      dialog(page).getByRole("link", { name: "Más información" }).click(),
    );
    expect(exit.goneAfterMs).toBeGreaterThanOrEqual(280);
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeFocused();
  });

  test("under reduced motion the dialog leaves at once, and focus still returns to the card", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const card = cardButton(page, services.items[1]!.title);
    await card.click();
    await expect(dialog(page)).toBeVisible();
    const exit = await watchDialogExit(page, () => page.keyboard.press("Escape"));
    expect(exit.animationMs).toBeLessThan(1);
    await expect(dialog(page)).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test("when the dialog's code cannot load, the card leads to #contacto without an uncaught error", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/Failed to load resource/);
    await page.route("**/assets/service-modal-*.js", (route) => route.abort());
    await page.goto("/");
    await cardButton(page, services.items[0]!.title).click();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeFocused();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("the university case study shows its image, and no broken image when it fails", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    const university = services.items.find((item) => item.id === "university")!;
    await cardButton(page, university.title).click();
    const image = dialog(page).getByRole("img");
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", "640");

    consoleErrors.expect(/Failed to load resource: the server responded with a status of 404/);
    await page.route("**/medical-platform*.svg", (route) => route.fulfill({ status: 404 }));
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await cardButton(page, university.title).click();
    await expect(dialog(page).getByText("20.000 usuarios", { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole("img")).toHaveCount(0);
  });

  test("the page scroll is locked while the dialog is open", async ({ page }) => {
    await page.goto("/");
    await cardButton(page, services.items[1]!.title).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  });
});

test("the first frame waits for the whole hero: the element <link rel=expect> names follows its text", async ({
  page,
}) => {
  await page.goto("/");
  const order = await page.evaluate(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="expect"][blocking="render"]');
    const target = link && document.getElementById(new URL(link.href).hash.slice(1));
    const hero = document.querySelector("main > section");
    if (!target || !hero) return null;
    const text = [...hero.querySelectorAll("p, h1, a")];
    return {
      inHero: hero.contains(target),
      textBefore: text.every(
        (each) => each.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    };
  });
  expect(order).toEqual({ inHero: true, textBefore: true });
});

test.describe("landing accessibility and looks", () => {
  test("axe finds nothing on the page at 360, 768 and 1440 px, and nothing overflows", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await hydrated(page);
    await expectNoA11yViolationsAtAllWidths(page);
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
    }
    await screenshots(page, "landing");
  });

  test("axe finds nothing with the service dialog open at 360, 768 and 1440 px", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await cardButton(page, services.items[2]!.title).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoA11yViolationsAtAllWidths(page);
    await screenshots(page, "landing-service-dialog", { fullPage: false });
  });

  test("the hero verb pauses while scrolled away, and goes on when back", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(rotating(page)).not.toHaveAttribute("data-paused");
    await expect.poll(() => verbStates(page)).toEqual(Array(hero.subtitle.verbs.length).fill("running"));

    await page.locator("#services").scrollIntoViewIfNeeded();
    await expect(rotating(page)).toHaveAttribute("data-paused", "");
    await expect.poll(() => verbStates(page)).toEqual(Array(hero.subtitle.verbs.length).fill("paused"));

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(rotating(page)).not.toHaveAttribute("data-paused");
    await expect.poll(() => verbStates(page)).toEqual(Array(hero.subtitle.verbs.length).fill("running"));
  });

  test("the hero verb changes every 3500 ms, and stays put under reduced motion", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const at = (ms: number) => verbAt(page, ms);
    expect(await at(0)).toEqual(["interactúa"]);
    expect(await at(2400)).toEqual(["interactúa"]);
    expect(await at(3600)).toEqual(["se conecta"]);
    expect(await at(7100)).toEqual(["atiende"]);
    expect(await at(17_600)).toEqual(["interactúa"]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await hydrated(page);
    await expect(page.locator(".decor-sparkle")).toHaveCount(0);
    expect(await verbStates(page)).toEqual([]);
    expect(await verbAt(page, 8000)).toEqual(["interactúa"]);
  });
});

test.describe("a tap right after the first paint does its job once the code is there", () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test("the menu button opens the menu", async ({ page }) => {
    const arrive = await openBeforeItsCode(page);
    await page.getByRole("button", { name: headerCopy.openMenu }).tap();
    await arrive();
    await expect(page.getByRole("button", { name: headerCopy.closeMenu })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("a service card opens its dialog, once", async ({ page }) => {
    const arrive = await openBeforeItsCode(page);
    await cardButton(page, services.items[0]!.title).tap();
    await arrive();
    await expect(dialog(page).getByRole("heading", { name: services.items[0]!.title })).toBeVisible();
    await expect(dialog(page)).toHaveCount(1);
  });

  test("a service card's dialog code is requested before the tap is replayed, not by the replay", async ({
    page,
  }) => {
    // Stamps the replayed click (the page's own `click()`, so not trusted) before anything handles it.
    await page.addInitScript(() => {
      window.addEventListener(
        "click",
        (event) => {
          if (!event.isTrusted) document.documentElement.dataset.replayedAt ??= String(performance.now());
        },
        true,
      );
    });
    const arrive = await openBeforeItsCode(page);
    await cardButton(page, services.items[0]!.title).tap();
    await arrive();
    await expect(dialog(page)).toBeVisible();
    const [requested, replayed] = await page.evaluate(() => [
      performance.getEntriesByType("resource").find((entry) => /\/service-modal-[\w-]+\.js$/.test(entry.name))
        ?.startTime,
      Number(document.documentElement.dataset.replayedAt),
    ]);
    expect(requested).toBeLessThan(replayed!);
  });

  test("'Ver una demo gratis' takes the visitor to #contacto", async ({ page }) => {
    const arrive = await openBeforeItsCode(page);
    await page.getByRole("link", { name: "Ver una demo gratis" }).tap();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await arrive();
    await expect(page.locator(`#${sectionIds.contact}`)).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a nav link (1440 px) scrolls to its section", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const arrive = await openBeforeItsCode(page);
    const nav = page.getByRole("navigation", { name: headerCopy.navLabel });
    await nav.getByRole("link", { name: "Proceso" }).tap();
    await expect(page.locator(`#${sectionIds.process}`)).toBeInViewport();
    await arrive();
    await expect(page.locator(`#${sectionIds.process}`)).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Proceso" })).toHaveAttribute("aria-current", "location");
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a client-side navigation from /demo-cat shows the whole page at once", async ({ page }) => {
  await page.goto("/demo-cat");
  await hydrated(page);
  // Records, at the first moment the hero exists, whether the sections exist too.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById("hero-title")) return;
      document.documentElement.dataset.heroWithSections = String(!!document.getElementById("contacto"));
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("link", { name: demoPage.homeLabel }).click();
  await expect(page.locator("#hero-title")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hero-with-sections", "true");
  await expect(page.locator("#contacto")).toBeVisible();
});

test("the waves under #ai-revolution fade into the next section, with no edge (360 and 1440 px)", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const section = page.locator(`#${sectionIds.aiRevolution}`);
    await section.evaluate((element) => {
      element.scrollIntoView({ block: "end", behavior: "instant" });
      window.scrollBy(0, 300);
    });
    const box = (await section.boundingBox())!;
    // The last rows of the section (where the waves end) against the first rows of the next one.
    const rows = async (y: number) => {
      const png = PNG.sync.read(await page.screenshot({ clip: { x: 0, y, width, height: 2 } }));
      return Math.max(...png.data.filter((_, index) => index % 4 !== 3));
    };
    const inside = await rows(box.y + box.height - 2);
    const below = await rows(box.y + box.height + 2);
    expect(Math.abs(inside - below), `${width} px`).toBeLessThanOrEqual(6);
    await screenshot(page, `landing-wave-${width}`);
  }
});
