import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { chatCopy, chatPreviewAnswers } from "~/content/demo-chat";
import { callControls, demoPage, instructions, transcriptCopy } from "~/content/demo-cat";
import { typeInsteadCopy } from "~/content/demo-microphone";
import { postCallCopy } from "~/content/post-call";

import { VoiceDemoPage } from "./voice-demo-page";
import { sofia } from "../test-support";

// Hoisted: a page module imported afresh (vi.resetModules) reports to the same spies.
const { track, reportError } = vi.hoisted(() => ({ track: vi.fn(), reportError: vi.fn() }));
vi.mock("~/lib/analytics", () => ({ track }));
vi.mock("~/lib/errors", () => ({ reportError }));

function renderPage(props: React.ComponentProps<typeof VoiceDemoPage> = {}, Page = VoiceDemoPage) {
  const Stub = createRoutesStub([{ path: "/demo-cat", Component: () => <Page {...props} /> }]);
  return render(<Stub initialEntries={["/demo-cat"]} />);
}

describe("VoiceDemoPage", () => {
  it("reports the page view once and starts idle, labelled as the preview without Vapi keys", () => {
    renderPage();
    expect(track).toHaveBeenCalledWith("demo_page_view", { agent: "cat" });
    expect(track).toHaveBeenCalledTimes(1);
    expect(screen.getByText(demoPage.previewLabel)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Listo para iniciar");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(demoPage.title);
    expect(screen.getAllByRole("listitem")).toHaveLength(instructions.steps.length);
  });

  it("puts the route's choice of agents in main after the whole demo, where it cannot push the call down", () => {
    renderPage({ choice: <section aria-label="elegí un agente" /> });
    const choice = screen.getByRole("region", { name: "elegí un agente" });
    expect(screen.getByRole("main").lastElementChild).toBe(choice);
    const start = screen.getByRole("button", { name: callControls.start });
    expect(start.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows 'Inicializando...' and 'Finalizar Llamada' the moment the call button is pressed", async () => {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => new Promise(() => {}) },
    });
    renderPage();
    await userEvent.click(screen.getByRole("button", { name: callControls.start }));
    expect(screen.getByRole("status")).toHaveTextContent("Inicializando...");
    expect(screen.getByRole("button", { name: callControls.finish })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: callControls.mute })).toHaveAttribute("aria-pressed", "false");
  });

  it("leaves the contact dialog slot out of the click's frame (it mounts once the call connects)", async () => {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => new Promise(() => {}) },
    });
    renderPage({ contactDialog: <p>contact dialog slot</p> });
    expect(screen.queryByText("contact dialog slot")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: callControls.start }));
    expect(screen.getByRole("status")).toHaveTextContent("Inicializando...");
    expect(screen.queryByText("contact dialog slot")).not.toBeInTheDocument();
  });
});

describe("VoiceDemoPage: 'Prefiero escribir'", () => {
  afterEach(() => {
    vi.doUnmock("./chat-demo");
    vi.doUnmock("../lib/preview/preview-chat");
  });

  it("opens the chat in place of the call, and its end shows the card with what was written", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Prefiero escribir" }));
    // The chat and the card are lazy chunks: their first import is a transform, slow on a busy machine.
    const box = await screen.findByRole("textbox", { name: chatCopy.inputLabel }, { timeout: 5000 });
    // Sent from the chat's effect, which a busy machine may run just after the box appears.
    await waitFor(() =>
      expect(track.mock.calls.filter(([event]) => event === "demo_chat_start")).toHaveLength(1),
    );
    expect(screen.queryByRole("button", { name: callControls.start })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: transcriptCopy.heading })).not.toBeInTheDocument();

    await user.type(box, "Hola{Enter}");
    expect(track).toHaveBeenCalledWith("demo_chat_message", { agent: "cat", turn: 1 });
    const [first] = chatPreviewAnswers;
    await screen.findByText(first.text, {}, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: chatCopy.end }));

    const card = await screen.findByRole("region", { name: postCallCopy.chatHeading }, { timeout: 5000 });
    expect(within(card).getByRole("heading", { level: 2 })).toHaveFocus();
    expect(screen.getByRole("button", { name: callControls.start })).toBeInTheDocument();
    const transcript = screen.getByRole("log", { name: transcriptCopy.heading });
    expect(transcript).toHaveTextContent("Hola");
    expect(transcript).toHaveTextContent(first.text);
    // Three waits of up to 5 s each, and the scripted answer's own 3 s.
  }, 20_000);

  it.each([
    ["code", "./chat-demo", "chat-demo"],
    ["driver's code", "../lib/preview/preview-chat", "chat-driver"],
  ])(
    "a chat whose %s cannot load says so, reports it, sends no demo_chat_start, and goes back to the call",
    async (_, module, source) => {
      vi.resetModules();
      const failure = new Error("Failed to fetch dynamically imported module");
      vi.doMock(module, () => {
        throw failure;
      });
      // A fresh page module: the chat's code, loaded or failed, is remembered per page.
      const { VoiceDemoPage: FreshPage } = await import("./voice-demo-page");
      track.mockClear();
      reportError.mockClear();
      const user = userEvent.setup();
      renderPage({}, FreshPage);
      await user.click(screen.getByRole("button", { name: "Prefiero escribir" }));
      expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
        typeInsteadCopy.unavailable,
      );
      // Vitest passes the import's failure on as the `cause` of an error of its own.
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ cause: failure }), {
        feature: "voice-demo",
        source,
      });
      expect(track).not.toHaveBeenCalledWith("demo_chat_start", expect.anything());
      await user.click(screen.getByRole("button", { name: typeInsteadCopy.back }));
      expect(screen.getByRole("button", { name: callControls.start })).toBeInTheDocument();
    },
  );

  it("a call started while the chat's code is on its way keeps the chat closed", async () => {
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => new Promise(() => {}) },
    });
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    vi.doMock("./chat-demo", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const { VoiceDemoPage: FreshPage } = await import("./voice-demo-page");
    const user = userEvent.setup();
    renderPage({}, FreshPage);
    await user.click(screen.getByRole("button", { name: "Prefiero escribir" }));
    await user.click(screen.getByRole("button", { name: callControls.start }));
    arrive();
    await act(() => import("./chat-demo"));
    expect(screen.getByRole("status")).toHaveTextContent("Inicializando...");
    expect(screen.queryByRole("textbox", { name: chatCopy.inputLabel })).not.toBeInTheDocument();
  });

  it("ended before anything was written: back to the call, with no card", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Prefiero escribir" }));
    await user.click(await screen.findByRole("button", { name: chatCopy.end }));
    expect(await screen.findByRole("button", { name: callControls.start })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: postCallCopy.chatHeading })).not.toBeInTheDocument();
  });
});

describe("VoiceDemoPage with a demo agent", () => {
  it("names the agent, says what it does and for which made-up company, and reports the view as the agent's", () => {
    track.mockClear();
    renderPage({ agent: sofia });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sofía, agente de cobranzas");
    expect(screen.queryByText(demoPage.title)).not.toBeInTheDocument();
    expect(screen.getByText(sofia.role)).toBeInTheDocument();
    expect(screen.getByText(sofia.company.name)).toBeInTheDocument();
    expect(screen.getByText(sofia.company.about)).toBeInTheDocument();
    expect(screen.getByText("Empresa ficticia · datos de ejemplo")).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith("demo_page_view", { agent: "cobranzas" });
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("'Prefiero escribir' answers from the agent's script, its card in the agent's words, its events the agent's", async () => {
    track.mockClear();
    const user = userEvent.setup();
    renderPage({ agent: sofia });
    await user.click(screen.getByRole("button", { name: "Prefiero escribir" }));
    const box = await screen.findByRole("textbox", { name: chatCopy.inputLabel }, { timeout: 5000 });
    await user.type(box, "Hola{Enter}");
    const chat = screen.getByRole("log");
    await waitFor(() => expect(chat).toHaveTextContent(sofia.preview.chat[0].text), { timeout: 5000 });
    expect(chat).toHaveTextContent("Deuda: $ 48.500");
    expect(track).toHaveBeenCalledWith("demo_chat_start", { agent: "cobranzas" });
    expect(track).toHaveBeenCalledWith("demo_chat_message", { agent: "cobranzas", turn: 1 });
    expect(track).toHaveBeenCalledWith("demo_action", {
      agent: "cobranzas",
      name: "consultar_deuda",
      outcome: "done",
    });
    await user.click(screen.getByRole("button", { name: chatCopy.end }));
    const card = await screen.findByRole("region", { name: postCallCopy.chatHeading }, { timeout: 5000 });
    expect(within(card).getByRole("group", { name: "¿Querés un agente así para tu empresa?" })).toBeVisible();
  }, 20_000);
});
