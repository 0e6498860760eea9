import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callErrors } from "~/content/demo-cat";

import { conversationTokens, guardedCall, TOKEN_FRESH_MS } from "./demo-endpoint";
import type { VoiceEvent } from "../call/voice-client";

/** Turnstile's adapter: the test decides each token. */
const turnstile = vi.hoisted(() => ({
  tokens: [] as (string | Error)[],
  turnstileToken: vi.fn(),
  loadTurnstile: vi.fn(() => Promise.resolve({})),
}));
vi.mock("~/lib/turnstile.client", () => ({
  turnstileToken: turnstile.turnstileToken,
  loadTurnstile: turnstile.loadTurnstile,
}));

const webCall = { webCallUrl: "https://vapi.daily.co/room", id: "call-1" };

beforeEach(() => {
  turnstile.turnstileToken.mockClear();
  turnstile.turnstileToken.mockImplementation(async () => {
    const next = turnstile.tokens.shift() ?? "token";
    if (next instanceof Error) throw next;
    return next;
  });
});
afterEach(() => {
  turnstile.tokens = [];
  vi.unstubAllGlobals();
});

function endpoint(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function ask(agent?: string) {
  const events: VoiceEvent[] = [];
  const abort = new AbortController();
  const call = await guardedCall("1x00000000000000000000AA", agent)(
    (event) => events.push(event),
    abort.signal,
  );
  return { call, events, abort };
}

describe("guardedCall", () => {
  it("for a demo agent, posts its slug beside the token: the endpoint builds the rest", async () => {
    turnstile.tokens = ["token-for-this-call"];
    const fetch = endpoint(() => Response.json(webCall));
    expect(await ask("cobranzas")).toMatchObject({ call: webCall });
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({
      token: "token-for-this-call",
      agent: "cobranzas",
    });
  });

  it("gets a fresh token, then posts it alone to the endpoint, and answers its web call", async () => {
    turnstile.tokens = ["token-for-this-call"];
    const fetch = endpoint(() => Response.json(webCall));
    const { call, events } = await ask();
    expect(turnstile.turnstileToken).toHaveBeenCalledWith(
      "1x00000000000000000000AA",
      expect.objectContaining({ action: "call" }),
    );
    expect(fetch).toHaveBeenCalledWith("/api/demo/call", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ token: "token-for-this-call" });
    expect(call).toEqual(webCall);
    // 'Preparando la llamada…' while Turnstile decides, 'Creando la llamada…' for the endpoint.
    expect(events).toEqual([
      { type: "connect-step", step: "preparing" },
      { type: "connect-step", step: "creating" },
    ]);
  });

  it("says Turnstile's doubts and a challenge to answer", async () => {
    turnstile.turnstileToken.mockImplementationOnce(async (_key, { onChallenge }) => {
      onChallenge(true);
      onChallenge(false);
      return "answered";
    });
    endpoint(() => Response.json(webCall));
    const { events } = await ask();
    expect(events).toContainEqual({ type: "challenge", showing: true });
    expect(events).toContainEqual({ type: "challenge", showing: false });
  });

  it("a Turnstile that cannot load or says no: unverified, and no request to the endpoint", async () => {
    turnstile.tokens = [new Error("Turnstile could not load")];
    const fetch = endpoint(() => Response.json(webCall));
    const { call, events } = await ask();
    expect(call).toBeNull();
    expect(events.at(-1)).toEqual({ type: "error", detail: null, cause: "unverified" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [403, "unverified", "unverified"],
    [403, "token-spent", "unverified"],
    [503, "verification-unavailable", "unverified"],
    [429, "rate-limited", "limited"],
    [503, "lines-busy", "busy"],
  ])("the endpoint's %i %s is the page's %s", async (status, error, cause) => {
    endpoint(() => Response.json({ error, message: "…" }, { status }));
    const { call, events } = await ask();
    expect(call).toBeNull();
    expect(events.at(-1)).toEqual({ type: "error", detail: null, cause });
  });

  it.each([
    [502, { error: "vapi-error" }],
    [503, { error: "not-configured" }],
    [404, "<h1>not found</h1>"],
    [200, { id: "no room" }],
  ])("anything else the endpoint answers (%i) is today's failed start", async (status, body) => {
    endpoint(() =>
      typeof body === "string" ? new Response(body, { status }) : Response.json(body, { status }),
    );
    const { events } = await ask();
    expect(events.at(-1)).toEqual({ type: "error", detail: null });
  });

  it("an endpoint out of reach is a failed start for the network", async () => {
    endpoint(() => Promise.reject(new TypeError("Failed to fetch")));
    const { events } = await ask();
    expect(events.at(-1)).toEqual({ type: "error", detail: callErrors.network });
  });

  it("a cancelled request reports nothing", async () => {
    const events: VoiceEvent[] = [];
    const abort = new AbortController();
    endpoint(() => {
      abort.abort();
      return Promise.reject(new DOMException("aborted", "AbortError"));
    });
    await guardedCall("k")((event) => events.push(event), abort.signal);
    expect(events.filter((event) => event.type === "error")).toEqual([]);
  });
});

describe("conversationTokens", () => {
  it("hands the token fetched ahead to the next message, once, and a new one after", async () => {
    turnstile.tokens = ["ahead", "second"];
    const tokens = conversationTokens("k", () => 0);
    tokens.prefetch();
    tokens.prefetch();
    expect(await tokens.take()).toBe("ahead");
    expect(await tokens.take()).toBe("second");
    expect(turnstile.turnstileToken).toHaveBeenCalledTimes(2);
    // Made for the chat: the endpoint's call path refuses them.
    expect(turnstile.turnstileToken).toHaveBeenCalledWith("k", expect.objectContaining({ action: "chat" }));
  });

  it("never sends a token fetched so long ago that siteverify would refuse it", async () => {
    turnstile.tokens = ["stale", "fresh"];
    let now = 0;
    const tokens = conversationTokens("k", () => now);
    tokens.prefetch();
    await vi.waitFor(() => expect(turnstile.turnstileToken).toHaveBeenCalledTimes(1));
    now = TOKEN_FRESH_MS;
    expect(await tokens.take()).toBe("fresh");
  });

  it("asks again when the token fetched ahead failed", async () => {
    turnstile.tokens = [new Error("no"), "retry"];
    const tokens = conversationTokens("k", () => 0);
    tokens.prefetch();
    expect(await tokens.take()).toBe("retry");
  });
});
