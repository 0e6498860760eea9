import { withMicrophone } from "./fake-audio";
import { expect, test } from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";

/**
 * 'Probar micrófono' (docs/product.md#every-visitor-can-try-it) on Chromium's fake device playing a
 * voice. Its own beep (70 ms every half second) keeps step with the level sampled every 100 ms:
 * caught or missed for the whole check, by chance.
 */
test.use(withMicrophone("check-heard", [{ sound: true, seconds: 2 }]));

test("hears the visitor: 'Te escuchamos bien.', then lets the microphone go", async ({ page }) => {
  await recordMicTracks(page);
  await page.goto("/demo-cat");
  await page.getByRole("button", { name: "Probar micrófono" }).click();
  await expect(page.getByText("Te escuchamos bien.")).toBeVisible();
  await expect.poll(() => micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);
});
