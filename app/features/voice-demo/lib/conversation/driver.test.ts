// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { actionLabels } from "~/content/demo-cat";
import { reportError } from "~/lib/errors";

import { chooseDriver, createDrivers } from "./driver";
import { sofia } from "../../test-support";

const vapi = { publicKey: "pk", assistantId: "asst" };
const { site } = vi.hoisted(() => ({
  site: {
    vapi: undefined as
      | { publicKey: string; assistantId: string }
      | { turnstileSiteKey: string; assistantId: string }
      | undefined,
    demoMaxCallSeconds: 120,
    // What content/demo-cat.ts reads of the site, for CAT's labels.
    name: "Agentia",
    legal: { privacy: { label: "Política de privacidad", href: "/privacidad/" } },
  },
}));
vi.mock("~/content/site", () => ({ site }));
vi.mock("~/lib/errors", () => ({ reportError: vi.fn() }));
vi.mock("../vapi/vapi-client.client", () => ({ createVapiClient: vi.fn(() => "vapi voice") }));
vi.mock("../preview/preview-client", () => ({ createPreviewClient: vi.fn(() => "preview voice") }));
vi.mock("../vapi/vapi-chat.client", () => ({ createVapiChatClient: vi.fn(() => "vapi chat") }));
vi.mock("../preview/preview-chat", () => ({ createPreviewChatClient: vi.fn(() => "preview chat") }));
vi.mock("../vapi/demo-endpoint", () => ({
  guardedCall: vi.fn((siteKey: string) => async () => ({ webCallUrl: `room for ${siteKey}` })),
  conversationTokens: vi.fn((siteKey: string) => `tokens with ${siteKey}`),
  prefetchTurnstile: vi.fn(),
}));

describe("chooseDriver", () => {
  it("uses the preview without a Vapi configuration, whatever the address says", () => {
    expect(chooseDriver(false, "")).toBe("preview");
    expect(chooseDriver(false, "?driver=vapi")).toBe("preview");
  });

  it("uses Vapi when configured, and the preview on ?driver=preview", () => {
    expect(chooseDriver(true, "")).toBe("vapi");
    expect(chooseDriver(true, "?utm_source=x")).toBe("vapi");
    expect(chooseDriver(true, "?driver=preview")).toBe("preview");
  });
});

describe("createDrivers", () => {
  beforeEach(() => {
    site.vapi = vapi;
  });
  afterEach(() => vi.mocked(reportError).mockClear());

  it("Vapi answers both the calls and the chats, with the configured assistant and length limit", async () => {
    const { createVapiClient } = await import("../vapi/vapi-client.client");
    const { createVapiChatClient } = await import("../vapi/vapi-chat.client");
    const drivers = createDrivers("vapi");
    expect(drivers.kind).toBe("vapi");
    expect(drivers.voice).toBe("vapi voice");
    expect(createVapiClient).toHaveBeenCalledWith({
      publicKey: "pk",
      assistantId: "asst",
      maxCallSeconds: 120,
      actions: { labels: actionLabels, booksMeetings: true },
    });
    expect(await drivers.chat()).toBe("vapi chat");
    expect(createVapiChatClient).toHaveBeenCalledWith({ publicKey: "pk", assistantId: "asst" });
  });

  it("with the guard, both go through the site's endpoint, and no key is handed to either", async () => {
    const { createVapiClient } = await import("../vapi/vapi-client.client");
    const { createVapiChatClient } = await import("../vapi/vapi-chat.client");
    const { prefetchTurnstile } = await import("../vapi/demo-endpoint");
    site.vapi = { turnstileSiteKey: "1x00000000000000000000AA", assistantId: "asst" };
    const drivers = createDrivers("vapi");
    expect(drivers).toMatchObject({ kind: "vapi", voice: "vapi voice" });
    const [settings] = vi.mocked(createVapiClient).mock.lastCall! as unknown as [
      {
        requestCall: (onEvent: () => void, signal: AbortSignal) => Promise<unknown>;
        prefetchCheck: () => void;
      },
    ];
    expect(Object.keys(settings).sort()).toEqual(["actions", "prefetchCheck", "requestCall"]);
    expect(await settings.requestCall(() => {}, new AbortController().signal)).toEqual({
      webCallUrl: "room for 1x00000000000000000000AA",
    });
    expect(prefetchTurnstile).not.toHaveBeenCalled();
    settings.prefetchCheck();
    await vi.waitFor(() => expect(prefetchTurnstile).toHaveBeenCalledTimes(1));
    // Hover or focus of 'Prefiero escribir' asks for the chat's driver: the check loads with it.
    expect(await drivers.chat()).toBe("vapi chat");
    await vi.waitFor(() => expect(prefetchTurnstile).toHaveBeenCalledTimes(2));
    const [chatSettings] = vi.mocked(createVapiChatClient).mock.lastCall!;
    expect(JSON.stringify(chatSettings)).not.toMatch(/publicKey|assistantId/);
    expect((chatSettings as { tokens: () => unknown }).tokens()).toBe("tokens with 1x00000000000000000000AA");
  });

  it("a demo agent's calls and chats with the public key carry its overrides, and its labels read them, booking nothing", async () => {
    const { createVapiClient } = await import("../vapi/vapi-client.client");
    const { createVapiChatClient } = await import("../vapi/vapi-chat.client");
    const drivers = createDrivers("vapi", sofia);
    expect(createVapiClient).toHaveBeenLastCalledWith({
      publicKey: "pk",
      assistantId: "asst",
      maxCallSeconds: 120,
      agent: sofia.overrides,
      actions: { labels: new Map([["consultar_deuda", sofia.labels[0]]]), booksMeetings: false },
    });
    await drivers.chat();
    expect(createVapiChatClient).toHaveBeenLastCalledWith({
      publicKey: "pk",
      assistantId: "asst",
      assistantOverrides: {
        ...sofia.overrides,
        maxDurationSeconds: 120,
        clientMessages: expect.any(Array),
      },
    });
  });

  it("a demo agent's calls and chats with the guard name its slug alone", async () => {
    const { createVapiClient } = await import("../vapi/vapi-client.client");
    const { createVapiChatClient } = await import("../vapi/vapi-chat.client");
    const { guardedCall } = await import("../vapi/demo-endpoint");
    site.vapi = { turnstileSiteKey: "1x00000000000000000000AA", assistantId: "asst" };
    const drivers = createDrivers("vapi", sofia);
    const [settings] = vi.mocked(createVapiClient).mock.lastCall! as unknown as [
      { requestCall: (onEvent: () => void, signal: AbortSignal) => Promise<unknown> },
    ];
    await settings.requestCall(() => {}, new AbortController().signal);
    expect(guardedCall).toHaveBeenLastCalledWith("1x00000000000000000000AA", "cobranzas");
    await drivers.chat();
    const [chatSettings] = vi.mocked(createVapiChatClient).mock.lastCall!;
    expect(chatSettings).toMatchObject({ agent: "cobranzas" });
    expect(JSON.stringify(chatSettings)).not.toMatch(/Sos Sofía|consultar_deuda/);
  });

  it("the preview answers both when asked for, or when Vapi is not configured", async () => {
    const asked = createDrivers("preview");
    expect(asked).toMatchObject({ kind: "preview", voice: "preview voice" });
    expect(await asked.chat()).toBe("preview chat");
    site.vapi = undefined;
    const unconfigured = createDrivers("vapi");
    expect(unconfigured.voice).toBe("preview voice");
    expect(await unconfigured.chat()).toBe("preview chat");
  });

  it("the preview plays a demo agent's own script, call and chat, with its labels", async () => {
    const { createPreviewClient } = await import("../preview/preview-client");
    const { createPreviewChatClient } = await import("../preview/preview-chat");
    const drivers = createDrivers("preview", sofia);
    const labels = new Map([["consultar_deuda", sofia.labels[0]]]);
    expect(createPreviewClient).toHaveBeenLastCalledWith(sofia.preview.call, labels);
    await drivers.chat();
    expect(createPreviewChatClient).toHaveBeenLastCalledWith(sofia.preview.chat, labels);
  });

  it("gives the same chat driver every time", async () => {
    const drivers = createDrivers("preview");
    const [first, second] = await Promise.all([drivers.chat(), drivers.chat()]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(await drivers.chat()).toBe(first);
  });

  // Last: it replaces the preview chat's module for the rest of the file.
  it("a chat driver whose code cannot load is null, reported, and tried again at the next opening", async () => {
    vi.resetModules();
    vi.doMock("../preview/preview-chat", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { createDrivers: freshDrivers } = await import("./driver");
    const drivers = freshDrivers("preview");
    expect(await drivers.chat()).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(await drivers.chat()).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      feature: "voice-demo",
      source: "chat-driver",
    });
  });
});
