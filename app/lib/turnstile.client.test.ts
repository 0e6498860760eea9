// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** `window.turnstile` as Cloudflare's api.js defines it, for the calls the adapter makes. */
function fakeTurnstile() {
  const widgets: { container: HTMLElement; parameters: Record<string, (...args: never[]) => unknown> }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, parameters: Record<string, never>) => {
      widgets.push({ container, parameters });
      return `widget-${widgets.length}`;
    }),
    remove: vi.fn(),
  };
  const widget = () => widgets.at(-1)!;
  return {
    api,
    widgets,
    widget,
    call: (name: string, ...args: never[]) => widget().parameters[name]!(...args),
  };
}

const scripts = () => [...document.head.querySelectorAll("script")];

async function freshAdapter() {
  vi.resetModules();
  return import("./turnstile.client");
}

/** The script arrives (or fails) as the browser would tell. */
function arrive(turnstile: ReturnType<typeof fakeTurnstile>["api"] | null) {
  const script = scripts().at(-1)!;
  if (turnstile) window.turnstile = turnstile as never;
  script.dispatchEvent(new Event(turnstile ? "load" : "error"));
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.turnstile;
  vi.useRealTimers();
});

describe("loadTurnstile", () => {
  it("adds Cloudflare's script once, from the exact address, rendering only when asked", async () => {
    const { loadTurnstile } = await freshAdapter();
    const fake = fakeTurnstile();
    const first = loadTurnstile();
    const second = loadTurnstile();
    expect(scripts().map((script) => script.src)).toEqual([
      "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    ]);
    arrive(fake.api);
    expect(await first).toBe(fake.api);
    expect(await second).toBe(fake.api);
  });

  it("a script that cannot load is a failure, and a later attempt adds it again", async () => {
    const { loadTurnstile } = await freshAdapter();
    const failed = loadTurnstile();
    arrive(null);
    await expect(failed).rejects.toThrow();
    expect(scripts()).toEqual([]);
    const retry = loadTurnstile();
    arrive(fakeTurnstile().api);
    await expect(retry).resolves.toBeDefined();
  });

  it("a script that never arrives is a failure after 8 s", async () => {
    vi.useFakeTimers();
    const { loadTurnstile, LOAD_TIMEOUT_MS } = await freshAdapter();
    const waiting = loadTurnstile();
    const outcome = expect(waiting).rejects.toThrow("in time");
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    await outcome;
  });
});

describe("turnstileToken", () => {
  let fake: ReturnType<typeof fakeTurnstile>;
  beforeEach(() => {
    fake = fakeTurnstile();
    window.turnstile = fake.api as never;
  });

  /** A token request whose script is already there. */
  async function asking(onChallenge?: (showing: boolean) => void) {
    const { turnstileToken, loadTurnstile } = await freshAdapter();
    const loaded = loadTurnstile();
    arrive(fake.api);
    await loaded;
    const token = turnstileToken("1x00000000000000000000AA", { action: "chat", onChallenge });
    await vi.waitFor(() => expect(fake.api.render).toHaveBeenCalled());
    return { token };
  }

  it("renders a widget that shows only if Cloudflare wants a click, and gives its token once", async () => {
    const { token } = await asking();
    const { container, parameters } = fake.widget();
    expect(parameters).toMatchObject({
      sitekey: "1x00000000000000000000AA",
      // The endpoint takes a token made for its own path only.
      action: "chat",
      appearance: "interaction-only",
      language: "es",
      retry: "never",
    });
    expect(document.body.contains(container)).toBe(true);
    fake.call("callback", "token-123" as never);
    expect(await token).toBe("token-123");
    // Single use: the widget goes with its token, so the next start renders a new one.
    expect(fake.api.remove).toHaveBeenCalledWith("widget-1");
    expect(document.body.contains(container)).toBe(false);
  });

  it("takes the widget away also when its verdict comes from inside render()", async () => {
    fake.api.render.mockImplementationOnce((container, parameters) => {
      fake.widgets.push({ container, parameters });
      fake.call("callback", "at-once" as never);
      return "widget-1";
    });
    const { token } = await asking();
    expect(await token).toBe("at-once");
    expect(fake.api.remove).toHaveBeenCalledWith("widget-1");
    expect(document.body.querySelector("[data-slot=turnstile]")).toBeNull();
  });

  it.each([
    ["error-callback", "600010"],
    ["expired-callback", undefined],
    ["timeout-callback", undefined],
  ])("fails on %s, and takes the widget away", async (callback, code) => {
    const { token } = await asking();
    const outcome = expect(token).rejects.toThrow();
    const handled = fake.call(callback, code as never);
    await outcome;
    if (callback === "error-callback") expect(handled).toBe(true);
    expect(fake.api.remove).toHaveBeenCalled();
  });

  it("says when Cloudflare asks the visitor for a click, and when that is over", async () => {
    const onChallenge = vi.fn();
    const { token } = await asking(onChallenge);
    fake.call("before-interactive-callback");
    expect(onChallenge).toHaveBeenLastCalledWith(true);
    fake.call("after-interactive-callback");
    expect(onChallenge).toHaveBeenLastCalledWith(false);
    fake.call("before-interactive-callback");
    fake.call("callback", "answered" as never);
    expect(await token).toBe("answered");
    expect(onChallenge).toHaveBeenCalledTimes(4);
    expect(onChallenge).toHaveBeenLastCalledWith(false);
  });

  it("gives up without a verdict after 30 s, but waits as long as the visitor answers a challenge", async () => {
    const { turnstileToken, loadTurnstile, VERDICT_TIMEOUT_MS } = await freshAdapter();
    const loaded = loadTurnstile();
    arrive(fake.api);
    await loaded;
    vi.useFakeTimers();
    const patient = turnstileToken("k", { action: "call" });
    await vi.advanceTimersByTimeAsync(0);
    fake.call("before-interactive-callback");
    await vi.advanceTimersByTimeAsync(VERDICT_TIMEOUT_MS * 3);
    fake.call("callback", "late but human" as never);
    expect(await patient).toBe("late but human");

    const silent = turnstileToken("k", { action: "call" });
    const outcome = expect(silent).rejects.toThrow("no verdict");
    await vi.advanceTimersByTimeAsync(VERDICT_TIMEOUT_MS);
    await outcome;
  });
});
