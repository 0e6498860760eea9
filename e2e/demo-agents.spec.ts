import type { Page } from "@playwright/test";

import { agentHeading } from "../app/content/demo-agent";
import { actionLabels, transcriptCopy } from "../app/content/demo-cat";
import { postCallCopy } from "../app/content/post-call";
import { agentPath } from "../app/lib/paths";
import { answers, box, chat } from "./chat-panel";
import { demoAgents, doneText, scriptTools } from "./demo-agents";
import {
  expect,
  expectNoA11yViolations,
  hydrated,
  runClockUntilVisible,
  screenshots,
  test,
} from "./fixtures";

/**
 * Every demo agent's page (docs/product.md#an-agent-for-every-area) on the default build, with the
 * preview: who answers, its scripted call with its own cards, its typed chat, and the card after
 * it that sells an agent. One test per agent file and width: a new agent is covered as it comes.
 */

const status = (page: Page) => page.getByRole("status");
const callButton = (page: Page, name: "Iniciar Llamada" | "Finalizar Llamada") =>
  page.getByRole("button", { name, exact: true });
const log = (page: Page) => page.getByRole("log", { name: transcriptCopy.heading });
const cards = (page: Page) => log(page).locator("[data-slot=action-card]");

/** The card after an agent's conversation: its conversion block, first in the card, verbatim. */
async function expectAgentConversion(page: Page, heading: string) {
  const card = page.getByRole("region", { name: heading });
  const conversion = card.getByRole("group", { name: "¿Querés un agente así para tu empresa?" });
  await expect(conversion).toBeVisible();
  await expect(conversion.getByRole("link", { name: "Reservar demo" })).toHaveAttribute("href", "/#contacto");
  await expect(conversion.getByRole("link", { name: "Probar otro agente" })).toHaveAttribute(
    "href",
    "/demo-cat/#agentes",
  );
  // CAT's ways to the team, and its booked meeting, are CAT's alone.
  await expect(card.getByRole("group", { name: postCallCopy.conversionHeading })).toHaveCount(0);
  await expect(card).not.toContainText("Tu reunión quedó agendada");
  return card;
}

/** CAT's tools, by name and by what their cards say: none may show on an agent's page. */
const catCardTexts = [...actionLabels.values()].flatMap((label) => [label.running, label.done]);

for (const { slug, content } of demoAgents) {
  const path = agentPath(slug);
  const tools = scriptTools(content);
  const done = tools.map((tool) => doneText(content, tool));
  const lastLine = content.script.at(-1)!.text;

  for (const width of [360, 1440]) {
    test.describe(`${path} at ${width} px (preview)`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("names the agent and its made-up company; a call plays its script with its own cards; the card after it sells an agent; axe clean", async ({
        page,
      }) => {
        // A whole scripted call on Playwright's clock, two axe runs.
        test.slow();
        await page.clock.install();
        await page.goto(path);
        // Hydration runs on timers too: a clock paused before it ends would leave the page unhydrated.
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          agentHeading(content.name, content.area),
        );
        await expect(page.getByText(content.role, { exact: true })).toBeVisible();
        await expect(page.getByText(content.company.name, { exact: true })).toBeVisible();
        await expect(page.getByText(content.company.about, { exact: true })).toBeVisible();
        await expect(page.getByText("Empresa ficticia · datos de ejemplo", { exact: true })).toBeVisible();
        await expectNoA11yViolations(page);
        if (width === 1440) await screenshots(page, `demo-agent-${slug}-idle`);

        // From here on, time moves only when the test says so, whatever the machine's speed.
        await page.clock.pauseAt(Date.now() + 30_000);
        await callButton(page, "Iniciar Llamada").click();
        await expect(status(page)).toContainText("Conectando...");
        for (const text of done) await runClockUntilVisible(page, cards(page).filter({ hasText: text }));
        await runClockUntilVisible(page, log(page).getByText(lastLine, { exact: true }), 120_000);
        // Its own cards, in the script's order, each with its example result; nothing of CAT's.
        await expect(cards(page)).toHaveText(done);
        for (const text of catCardTexts) await expect(log(page)).not.toContainText(text);
        for (const tool of actionLabels.keys()) await expect(log(page)).not.toContainText(tool);
        await callButton(page, "Finalizar Llamada").click();
        await expect(status(page)).toHaveText("Llamada finalizada");
        await page.clock.resume();

        const card = await expectAgentConversion(page, postCallCopy.heading);
        // The card opens with it, right under its heading.
        await expect(card.locator(":scope > *").nth(1)).toHaveAttribute("role", "group");
        await expect(
          card.getByRole("list", { name: postCallCopy.actionsHeading }).getByRole("listitem"),
        ).toHaveText(done);
        await expect(card.getByRole("button", { name: postCallCopy.download })).toBeVisible();
        await expect(card.getByRole("group", { name: "¿Qué te pareció la demo?" })).toBeVisible();
        await expectNoA11yViolations(page);
        if (width === 1440) {
          await screenshots(page, `demo-agent-${slug}-after-call`);
          await screenshots(page, `demo-agent-${slug}-after-call-card`, {
            element: "[data-slot=post-call-card]",
          });
        }
      });

      test("'Prefiero escribir': answers from its script, with its card, then the card that sells an agent", async ({
        page,
      }) => {
        test.slow();
        await page.goto(path);
        await hydrated(page);
        await page.getByRole("button", { name: "Prefiero escribir" }).click();
        await expect(box(page)).toBeFocused();
        // The first answer opens with the agent's first line; the one after the visitor line that
        // leads to the first tool brings its card.
        const firstTool = content.script.findIndex((turn) => turn.role === "assistant" && turn.tool);
        const messages = Math.max(
          1,
          content.script.slice(0, firstTool).filter((turn) => turn.role === "user").length,
        );
        for (let sent = 1; sent <= messages; sent += 1) {
          await box(page).fill(`Mensaje ${sent}`);
          // 'Enviar' waits for the previous answer to end.
          await expect(chat(page).getByRole("button", { name: "Enviar" })).toBeEnabled();
          await box(page).press("Enter");
          await expect(answers(page)).toHaveCount(sent);
        }
        const firstAgentLine = content.script.find((turn) => turn.role === "assistant")!.text;
        await expect(answers(page).first()).toContainText(firstAgentLine);
        await expect(answers(page).last()).toContainText(content.script[firstTool]!.text);
        await expect(chat(page).locator("[data-slot=action-card]")).toHaveText([
          doneText(content, content.script[firstTool]!.tool!),
        ]);
        await chat(page).getByRole("button", { name: "Terminar conversación" }).click();
        await expectAgentConversion(page, postCallCopy.chatHeading);
      });
    });
  }
}
