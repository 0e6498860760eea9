import { callInsights } from "../app/content/demo-cat";
import { expect, test } from "./fixtures";
import { callButton, expectNoLiveTrack, indicator, openVapiDemo, startCall } from "./vapi-call";
import { withMicrophone } from "./fake-audio";

/**
 * With the Vapi driver, 'No te escuchamos…' and 'Tu voz' follow the page's own analyser on the
 * microphone stream, not Daily's meter (the SDK double has none): here the microphone is silent.
 */
test.use(withMicrophone("silent", [{ sound: false, seconds: 1 }]));

test.describe("a call through the Vapi driver, the microphone silent", () => {
  test("'No te escuchamos…' comes from the page's own analyser", async ({ page }) => {
    // Five real seconds of silence.
    test.slow();
    await openVapiDemo(page);
    await startCall(page);
    await expect(page.getByText(callInsights.noSound)).toBeVisible({ timeout: 15_000 });
    await expect(indicator(page, "Tu voz")).toContainText("en silencio");
    await callButton(page, "Finalizar Llamada").click();
    await expectNoLiveTrack(page);
  });
});
