import type { Page } from "@playwright/test";

import { micRemovedNotice } from "../app/content/demo-microphone";
import { privacy } from "../app/content/privacy";
import { MICROPHONE_STORAGE_KEY } from "../app/lib/storage-keys";
import { expect, hydrated, test } from "./fixtures";
import { browserWithout } from "./media-browser";
import { recordMicTracks } from "./mic-tracks";

/**
 * The select 'Micrófono' (docs/product.md#every-visitor-can-try-it) on Chromium's fake capture
 * device, which has two inputs besides the default.
 */

const checkButton = (page: Page) => page.getByRole("button", { name: "Probar micrófono" });
const microphoneSelect = (page: Page) => page.getByRole("combobox", { name: "Micrófono" });
const callButton = (page: Page, name: "Iniciar Llamada" | "Finalizar Llamada") =>
  page.getByRole("button", { name, exact: true });

test.describe("the select 'Micrófono'", () => {
  test("appears once the permission names the two inputs; the next call uses the choice, kept; unplugged, the default", async ({
    playwright,
    baseURL,
  }) => {
    test.slow();
    // Without the fake-UI flag the permission starts unanswered, as on a first visit: the browser
    // names no input until the visitor allows the microphone (the test grants it, as they would).
    const { page, context, errors, close } = await browserWithout(
      playwright,
      baseURL,
      "--use-fake-ui-for-media-stream",
    );
    await recordMicTracks(page);
    await page.goto("/demo-cat");
    await hydrated(page);
    await expect(microphoneSelect(page)).toHaveCount(0);

    await context.grantPermissions(["microphone"]);
    // The check's permission lets the browser name the inputs (its verdict is mic-check-*.spec.ts's).
    await checkButton(page).click();
    const select = microphoneSelect(page);
    await expect(select.getByRole("option")).toHaveText([
      "Predeterminado del sistema",
      "Fake Audio Input 1",
      "Fake Audio Input 2",
    ]);
    await expect(select).toHaveValue("");

    await select.selectOption({ label: "Fake Audio Input 2" });
    const chosen = await select.inputValue();
    expect(chosen).not.toBe("");
    // Kept in the browser under the key the privacy page lists.
    expect(await page.evaluate((key) => localStorage.getItem(key), MICROPHONE_STORAGE_KEY)).toBe(chosen);
    expect(JSON.stringify(privacy.sections)).toContain(`"key":"${MICROPHONE_STORAGE_KEY}"`);

    // The next call opens that input.
    await callButton(page, "Iniciar Llamada").click();
    await expect(page.getByRole("status")).toHaveText(/^Llamada activa/);
    const devices = () =>
      page.evaluate(() => window.micTracks.map((track) => track.getSettings().deviceId ?? ""));
    expect((await devices()).at(-1)).toBe(chosen);
    await callButton(page, "Finalizar Llamada").click();

    // A later visit starts from the same choice.
    await page.reload();
    await expect(microphoneSelect(page)).toHaveValue(chosen);

    // Unplugged: Chromium cannot unplug its fake device, so the test takes it out of the list the
    // browser gives and announces the change, as the browser does when a headset is pulled.
    await page.evaluate((gone) => {
      const media = navigator.mediaDevices;
      const list = media.enumerateDevices.bind(media);
      media.enumerateDevices = async () => (await list()).filter((device) => device.deviceId !== gone);
      media.dispatchEvent(new Event("devicechange"));
    }, chosen);
    await expect(page.getByText(micRemovedNotice)).toBeVisible();
    await expect(microphoneSelect(page)).toHaveCount(0);
    // Kept for when it is plugged back in, as on a visit that starts without it.
    expect(await page.evaluate((key) => localStorage.getItem(key), MICROPHONE_STORAGE_KEY)).toBe(chosen);
    await callButton(page, "Iniciar Llamada").click();
    await expect(page.getByRole("status")).toHaveText(/^Llamada activa/);
    expect((await devices()).at(-1)).not.toBe(chosen);
    await callButton(page, "Finalizar Llamada").click();

    expect(errors).toEqual([]);
    await close();
  });
});
