import { withMicrophone } from "./fake-audio";
import { expect, test } from "./fixtures";
import { micTracks, recordMicTracks } from "./mic-tracks";

/** 'Probar micrófono' (docs/product.md#every-visitor-can-try-it) on a microphone that hears nothing. */
test.use(withMicrophone("check-silent", [{ sound: false, seconds: 1 }]));

test("hears nothing for 5 s: 'No te escuchamos…', then lets the microphone go", async ({ page }) => {
  // Five real seconds of listening.
  test.slow();
  await recordMicTracks(page);
  await page.goto("/demo-cat");
  await page.getByRole("button", { name: "Probar micrófono" }).click();
  await expect(page.getByText("Decí algo…")).toBeVisible();
  await expect(page.getByText("No te escuchamos: revisá que el micrófono correcto esté activo.")).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect.poll(() => micTracks(page)).toEqual([{ enabled: true, readyState: "ended" }]);
});
