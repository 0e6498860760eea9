import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { actionLabels, guardAlternatives } from "~/content/demo-cat";
import { chatCopy, chatErrors } from "~/content/demo-chat";

import { type ChatAction, chatReducer, type ChatState, initialChatState } from "../lib/chat/chat-state";
import { ChatPanel } from "./chat-panel";

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const opened = initialChatState(0);
const answered = run(
  opened,
  { type: "draft", text: "Hola" },
  { type: "send", at: 0 },
  { type: "answer", event: { type: "delta", text: "¡Hola! Soy Clara." }, at: 900 },
  { type: "answer", event: { type: "done" }, at: 1000 },
);

function renderPanel(state: ChatState) {
  const props = { onDraftChange: vi.fn(), onSend: vi.fn(), onEnd: vi.fn() };
  render(<ChatPanel state={state} labels={actionLabels} {...props} />);
  return props;
}

describe("ChatPanel", () => {
  it("offers the box, 'Enviar' and 'Terminar conversación', with the box focused", () => {
    renderPanel(opened);
    const box = screen.getByRole("textbox", { name: "Escribí tu mensaje" });
    expect(box).toHaveFocus();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Terminar conversación" })).toBeEnabled();
    expect(screen.getByRole("log")).toHaveTextContent(chatCopy.intro);
  });

  it("typing and Enter send; the buttons call back", async () => {
    const user = userEvent.setup();
    const props = renderPanel(run(opened, { type: "draft", text: "Hola" }));
    await user.type(screen.getByRole("textbox", { name: "Escribí tu mensaje" }), "!");
    expect(props.onDraftChange).toHaveBeenLastCalledWith("Hola!");
    await user.keyboard("{Enter}");
    expect(props.onSend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    expect(props.onSend).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: "Terminar conversación" }));
    expect(props.onEnd).toHaveBeenCalled();
  });

  it("shows each answer in the log with 'Respondió en …'", () => {
    renderPanel(answered);
    const log = screen.getByRole("log", { name: "Conversación por escrito" });
    expect(log).toHaveTextContent("Vos");
    expect(log).toHaveTextContent("Hola");
    expect(log).toHaveTextContent("¡Hola! Soy Clara.");
    expect(log).toHaveTextContent("Respondió en 0,9 s");
  });

  it("says the assistant is writing while the answer is pending; 'Enviar' waits for it", () => {
    renderPanel(
      run(
        answered,
        { type: "draft", text: "¿Y?" },
        { type: "send", at: 2000 },
        { type: "draft", text: "más" },
      ),
    );
    expect(screen.getByRole("status")).toHaveTextContent(chatCopy.answering);
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Escribí tu mensaje" })).toBeEnabled();
  });

  it("a failed message: the Spanish message in an alert, the text back in the box", () => {
    renderPanel(
      run(
        opened,
        { type: "draft", text: "¿Hacen envíos?" },
        { type: "send", at: 0 },
        { type: "answer", event: { type: "error", message: chatErrors.serverError }, at: 500 },
      ),
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(chatErrors.serverError);
    expect(alert).toHaveTextContent(chatErrors.kept);
    const box = screen.getByRole("textbox", { name: "Escribí tu mensaje" });
    expect(box).toHaveValue("¿Hacen envíos?");
    expect(box).toHaveAccessibleDescription(new RegExp(chatErrors.serverError));
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
  });

  it("a message Turnstile would not vouch for offers WhatsApp and the contact section", () => {
    const Panel = () => (
      <ChatPanel
        labels={actionLabels}
        state={run(
          opened,
          { type: "draft", text: "Hola" },
          { type: "send", at: 0 },
          {
            type: "answer",
            event: { type: "error", message: chatErrors.unverified, offerContact: true },
            at: 500,
          },
        )}
        onDraftChange={vi.fn()}
        onSend={vi.fn()}
        onEnd={vi.fn()}
      />
    );
    const Stub = createRoutesStub([{ path: "/demo-cat", Component: Panel }]);
    render(<Stub initialEntries={["/demo-cat"]} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("No pudimos verificar que sos una persona. Probá de nuevo o escribinos.");
    expect(within(alert).getByRole("link", { name: guardAlternatives.whatsapp })).toBeVisible();
    expect(within(alert).getByRole("link", { name: guardAlternatives.contact })).toHaveAttribute(
      "href",
      "/#contacto",
    );
  });

  it("once ended: the conversation stays, the box and the buttons go", () => {
    renderPanel(run(answered, { type: "end", at: 5000 }));
    expect(screen.getByRole("log")).toHaveTextContent("¡Hola! Soy Clara.");
    expect(screen.getByRole("status")).toHaveTextContent(chatCopy.ended);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
