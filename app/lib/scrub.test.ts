import { describe, expect, it } from "vitest";

import { scrubBreadcrumb, scrubEvent, scrubText, stripUrl } from "./scrub";

describe("scrubText", () => {
  it("masks e-mail addresses and phone numbers in any format", () => {
    expect(scrubText("Escribí a ana.perez+web@empresa.com.ar")).toBe("Escribí a [email]");
    expect(scrubText("Llamó al +54 9 11 5555-0100 y al (555) 010-0199")).toBe(
      "Llamó al [phone] y al [phone]",
    );
  });

  it("keeps short numbers such as status codes and counts", () => {
    expect(scrubText("HTTP 404 after 3 retries in 1500 ms")).toBe("HTTP 404 after 3 retries in 1500 ms");
  });

  it("removes query strings and fragments from URLs inside a text", () => {
    expect(scrubText("GET https://api.example.com/v1/call?token=abc&email=x#frag failed")).toBe(
      "GET https://api.example.com/v1/call failed",
    );
  });
});

describe("stripUrl", () => {
  it("drops the query string and the fragment", () => {
    expect(stripUrl("https://agentia.example/?utm_source=mail#contacto")).toBe("https://agentia.example/");
    expect(stripUrl("https://agentia.example/demo-cat")).toBe("https://agentia.example/demo-cat");
  });
});

describe("scrubEvent", () => {
  const event = {
    message: "Contacto ana@example.com",
    user: { id: "42", email: "ana@example.com", ip_address: "203.0.113.9" },
    request: {
      url: "https://agentia.example/?email=ana%40example.com",
      query_string: "email=ana%40example.com",
      cookies: { session: "abc" },
      headers: { Referer: "https://google.com/?q=agentia", "User-Agent": "Chrome" },
    },
    exception: {
      values: [
        {
          value: "No se pudo llamar al +1 (555) 010-0199",
          stacktrace: {
            frames: [{ filename: "https://agentia.example/assets/app.js?v=2", abs_path: "x?y" }],
          },
        },
      ],
    },
    breadcrumbs: [
      { message: "navigation", data: { from: "/?token=1", to: "https://agentia.example/demo-cat?ref=mail" } },
      { message: "console: ana@example.com", data: { url: "https://us.i.posthog.com/e/?ip=1&_=123" } },
    ],
    tags: { source: "window-error", note: "tel +54 9 11 5555-0100" },
  };

  it("drops user fields, cookies, headers and query strings", () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed.request).toEqual({ url: "https://agentia.example/" });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: "https://agentia.example/assets/app.js",
      abs_path: "x",
    });
  });

  it("masks e-mails and phones in the message, exceptions, breadcrumbs and tags", () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe("Contacto [email]");
    expect(scrubbed.exception?.values?.[0]?.value).toBe("No se pudo llamar al [phone]");
    expect(scrubbed.breadcrumbs?.[1]).toEqual({
      message: "console: [email]",
      data: { url: "https://us.i.posthog.com/e/" },
    });
    expect(scrubbed.tags).toEqual({ source: "window-error", note: "tel [phone]" });
    expect(JSON.stringify(scrubbed)).not.toMatch(/ana@|5555|010-0199|203\.0\.113|token=|utm_|email=/);
  });

  it("scrubs a breadcrumb's URLs on its own (beforeBreadcrumb)", () => {
    expect(scrubBreadcrumb({ data: { to: "https://agentia.example/demo-cat?ref=mail" } })).toEqual({
      message: undefined,
      data: { to: "https://agentia.example/demo-cat" },
    });
  });
});
