// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { reportError } from "~/lib/errors";

import { chooseDriver, createDrivers } from "./driver";

const vapi = { publicKey: "pk", assistantId: "asst" };
const { site } = vi.hoisted(() => ({
  site: {
    vapi: undefined as { publicKey: string; assistantId: string } | undefined,
    demoMaxCallSeconds: 120,
  },
}));
vi.mock("~/content/site", () => ({ site }));
vi.mock("~/lib/errors", () => ({ reportError: vi.fn() }));
vi.mock("./vapi-client.client", () => ({ createVapiClient: vi.fn(() => "vapi voice") }));
vi.mock("./preview-client", () => ({ createPreviewClient: vi.fn(() => "preview voice") }));
vi.mock("./vapi-chat.client", () => ({ createVapiChatClient: vi.fn(() => "vapi chat") }));
vi.mock("./preview-chat", () => ({ createPreviewChatClient: vi.fn(() => "preview chat") }));

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
    const { createVapiClient } = await import("./vapi-client.client");
    const { createVapiChatClient } = await import("./vapi-chat.client");
    const drivers = createDrivers("vapi");
    expect(drivers.kind).toBe("vapi");
    expect(drivers.voice).toBe("vapi voice");
    expect(createVapiClient).toHaveBeenCalledWith({
      publicKey: "pk",
      assistantId: "asst",
      maxCallSeconds: 120,
    });
    expect(await drivers.chat()).toBe("vapi chat");
    expect(createVapiChatClient).toHaveBeenCalledWith({ publicKey: "pk", assistantId: "asst" });
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

  it("gives the same chat driver every time", async () => {
    const drivers = createDrivers("preview");
    expect(drivers.chat()).toBe(drivers.chat());
  });

  // Last: it replaces the preview chat's module for the rest of the file.
  it("a chat driver whose code cannot load is null, reported once", async () => {
    vi.resetModules();
    vi.doMock("./preview-chat", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { createDrivers: freshDrivers } = await import("./driver");
    const drivers = freshDrivers("preview");
    expect(await drivers.chat()).toBeNull();
    expect(await drivers.chat()).toBeNull();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
      feature: "voice-demo",
      source: "chat-driver",
    });
  });
});
