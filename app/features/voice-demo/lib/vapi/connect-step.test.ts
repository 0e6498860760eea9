import { describe, expect, it } from "vitest";

import { connectStepOf, isPoorNetwork } from "./connect-step";

describe("connectStepOf", () => {
  it("maps the SDK's started stages to the three steps, in the order the SDK runs them", () => {
    const stages = [
      "initialization",
      "web-call-creation",
      "daily-call-object-creation",
      "mobile-permissions",
      "daily-call-join",
    ];
    expect(stages.map((stage) => connectStepOf({ stage, status: "started" }))).toEqual([
      "preparing",
      "creating",
      "joining",
      "joining",
      "joining",
    ]);
  });

  it("takes reconnect()'s stages, which start once the site's endpoint created the call, as joining", () => {
    // node_modules/@vapi-ai/web/dist/vapi.js reconnect(): no web-call-creation of its own.
    const stages = ["reconnect-initialization", "cleanup-existing-call", "daily-call-object-creation"];
    expect(stages.map((stage) => connectStepOf({ stage, status: "started" }))).toEqual([
      "joining",
      "joining",
      "joining",
    ]);
  });

  it("ignores completions, failures and the stages after the join", () => {
    expect(connectStepOf({ stage: "web-call-creation", status: "completed" })).toBeNull();
    expect(connectStepOf({ stage: "daily-call-join", status: "failed" })).toBeNull();
    expect(connectStepOf({ stage: "audio-processing-setup", status: "started" })).toBeNull();
    expect(connectStepOf({ stage: "validation", status: "failed" })).toBeNull();
    expect(connectStepOf({})).toBeNull();
  });
});

describe("isPoorNetwork", () => {
  it("reads networkState, or the older threshold", () => {
    expect(isPoorNetwork({ networkState: "bad", threshold: "very-low" })).toBe(true);
    expect(isPoorNetwork({ networkState: "warning" })).toBe(true);
    expect(isPoorNetwork({ networkState: "good", threshold: "good" })).toBe(false);
    expect(isPoorNetwork({ threshold: "low" })).toBe(true);
    expect(isPoorNetwork({ threshold: "good" })).toBe(false);
  });

  it("knows nothing from an unknown state or a malformed event", () => {
    expect(isPoorNetwork({ networkState: "unknown" })).toBeNull();
    expect(isPoorNetwork(null)).toBeNull();
    expect(isPoorNetwork("bad")).toBeNull();
  });
});
