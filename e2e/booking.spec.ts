import { finalCta } from "../app/content/home";
import { expect, hydrated, test } from "./fixtures";

/** The default build has no VITE_CAL_LINK: 'Reservar demo' is what it always was, a way to #contacto. */
test("without booking configured, 'Reservar demo' goes to #contacto and nothing asks Cal.com", async ({
  page,
}) => {
  const calRequests: string[] = [];
  page.on("request", (request) => {
    if (/cal\.com/.test(new URL(request.url()).hostname)) calRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  const link = page
    .locator("section", { has: page.getByRole("heading", { name: finalCta.title }) })
    .getByRole("link", { name: finalCta.bookDemo });
  await expect(link).toHaveAttribute("href", "#contacto");
  await link.hover();
  await link.click();
  await expect(page.locator("#contacto")).toBeFocused();
  await expect(page.locator("#contacto")).toBeInViewport();
  await expect(page.locator("cal-modal-box")).toHaveCount(0);
  expect(calRequests).toEqual([]);
});
