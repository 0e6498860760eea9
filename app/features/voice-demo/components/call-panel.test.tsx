import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { callErrors, callInsights, guardAlternatives } from "~/content/demo-cat";

import { type CallState, initialCallState } from "../lib/call/call-state";
import { CallPanel } from "./call-panel";

const live: CallState = { ...initialCallState, status: "active", seconds: 42 };

const failedWith = (error: CallState["error"]): CallState => ({
  ...initialCallState,
  status: "error",
  error,
});

function renderPanel(
  state: CallState,
  onResumeAudio = vi.fn(),
  slots: Pick<React.ComponentProps<typeof CallPanel>, "typeInstead" | "beforeCall"> = {},
) {
  const Panel = () => (
    <CallPanel
      state={state}
      driver="vapi"
      onStart={vi.fn()}
      onFinish={vi.fn()}
      onToggleMute={vi.fn()}
      onResumeAudio={onResumeAudio}
      onPrefetch={vi.fn()}
      {...slots}
    />
  );
  const Stub = createRoutesStub([{ path: "/demo-cat", Component: Panel }]);
  render(<Stub initialEntries={["/demo-cat"]} />);
  return { onResumeAudio };
}

describe("CallPanel in the field", () => {
  it("blocked audio: the notice and a button whose tap asks for playback", async () => {
    const { onResumeAudio } = renderPanel({ ...live, audioBlocked: true });
    expect(screen.getByText("Tu navegador no dejó reproducir la voz del asistente.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Tocá para escuchar al asistente" }));
    expect(onResumeAudio).toHaveBeenCalledTimes(1);
  });

  it("'Reconectando…' in the status line while the connection is down, without 'Conexión inestable'", () => {
    renderPanel({ ...live, reconnecting: true, networkPoor: true });
    expect(screen.getByRole("status")).toHaveTextContent(/^Reconectando…$/);
    expect(screen.getByRole("timer")).toHaveTextContent("00:42");
    expect(screen.queryByText(callInsights.unstableNetwork)).not.toBeInTheDocument();
  });

  it("the median response time says how it is measured", () => {
    renderPanel({ ...live, responseTimesMs: [800, 1200, 700] });
    expect(screen.getByText(/^Tiempo de respuesta:/)).toHaveTextContent("Tiempo de respuesta: 0,8 s");
    expect(
      screen.getByText(
        "Medido en tu navegador, desde que terminás de hablar hasta que escuchás la respuesta.",
      ),
    ).toBeVisible();
  });
});

describe("CallPanel: every visitor can try it", () => {
  const typeInstead = <button type="button">Prefiero escribir</button>;
  const beforeCall = <p>controles previos</p>;

  it("a call the microphone failed offers typing inside its alert", () => {
    const failed: CallState = {
      ...initialCallState,
      status: "error",
      error: { message: callErrors.micRequired, detail: null, cause: null },
      micFailure: "denied",
    };
    renderPanel(failed, vi.fn(), { typeInstead, beforeCall });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(callErrors.micRequired);
    expect(within(alert).getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
  });

  it("any other failure does not", () => {
    renderPanel(
      failedWith({ message: callErrors.failedStart, detail: callErrors.serverError, cause: null }),
      vi.fn(),
      { typeInstead },
    );
    expect(within(screen.getByRole("alert")).queryByRole("button")).toBeNull();
  });

  it("Turnstile could not tell a person: WhatsApp and the contact section in the alert", () => {
    renderPanel(failedWith({ message: callErrors.unverified, detail: null, cause: "unverified" }), vi.fn(), {
      typeInstead,
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("No pudimos verificar que sos una persona. Probá de nuevo o escribinos.");
    expect(within(alert).getByRole("link", { name: guardAlternatives.whatsapp })).toHaveAttribute(
      "href",
      "https://wa.me/5491155550100",
    );
    expect(within(alert).getByRole("link", { name: guardAlternatives.contact })).toHaveAttribute(
      "href",
      "/#contacto",
    );
    expect(within(alert).queryByRole("button")).toBeNull();
  });

  it("over the site's limit: WhatsApp and the contact section in the alert", () => {
    renderPanel(
      failedWith({ message: callErrors.rateLimitedVisitor, detail: null, cause: "limited" }),
      vi.fn(),
      {
        typeInstead,
      },
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Probaste la demo varias veces seguidas. Esperá unos minutos o escribinos.",
    );
    expect(within(alert).getByRole("link", { name: guardAlternatives.whatsapp })).toBeVisible();
    expect(within(alert).getByRole("link", { name: guardAlternatives.contact })).toHaveAttribute(
      "href",
      "/#contacto",
    );
  });

  it("every line busy: 'Prefiero escribir' in the alert", () => {
    renderPanel(failedWith({ message: callErrors.linesBusy, detail: null, cause: "busy" }), vi.fn(), {
      typeInstead,
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Todas las líneas de la demo están ocupadas. Probá en unos minutos o escribile al asistente.",
    );
    expect(within(alert).getByRole("button", { name: "Prefiero escribir" })).toBeVisible();
    expect(within(alert).queryByRole("link")).toBeNull();
  });

  it("shows the pre-call controls whenever no call runs, and never during one", () => {
    renderPanel(initialCallState, vi.fn(), { beforeCall });
    expect(screen.getByText("controles previos")).toBeVisible();
    cleanup();
    renderPanel(live, vi.fn(), { beforeCall });
    expect(screen.queryByText("controles previos")).toBeNull();
  });
});
