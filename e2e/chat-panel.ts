import type { Page } from "@playwright/test";

import { chatCopy } from "../app/content/demo-chat";
import { expect, pageTop } from "./fixtures";

/** 'Prefiero escribir''s panel on /demo-cat, as a visitor finds it, for every build's specs. */
export const chat = (page: Page) => page.getByRole("region", { name: chatCopy.heading });
export const box = (page: Page) => chat(page).getByRole("textbox", { name: "Escribí tu mensaje" });
/** The assistant's answers, each with its response time once the first words arrived. */
export const answers = (page: Page) =>
  chat(page)
    .getByRole("listitem")
    .filter({ hasText: /Respondió en/ });

/** Where the box and the chat's buttons are: nothing that comes and goes in the panel moves them. */
export async function chatControlsAt(page: Page) {
  return {
    box: await pageTop(box(page)),
    send: await pageTop(chat(page).getByRole("button", { name: chatCopy.send })),
    end: await pageTop(chat(page).getByRole("button", { name: chatCopy.end })),
  };
}

export async function openChat(page: Page) {
  await page.goto("/demo-cat");
  await page.getByRole("button", { name: "Prefiero escribir" }).click();
  await expect(box(page)).toBeFocused();
}
