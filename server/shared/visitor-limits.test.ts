import { describe, expect, it } from "vitest";

import { memoryLimits, VISITOR_LIMITS, visitorBudgets } from "./visitor-limits.mjs";

const keysOf = (address: string | null | undefined) => visitorBudgets(address).map(({ key }) => key);

describe("the budgets an address counts in", () => {
  it("take an IPv4 address in any IPv6 spelling, and without its port, as the IPv4 address", () => {
    for (const address of [
      "192.0.2.1",
      "::ffff:192.0.2.1",
      "::FFFF:c000:201",
      "0:0:0:0:0:ffff:c000:0201",
      "0000:0000::FFFF:192.0.2.1",
      "[::ffff:192.0.2.1]",
      "[::ffff:192.0.2.1]:443",
      "192.0.2.1:5678",
    ]) {
      expect(keysOf(address), address).toEqual(["192.0.2.1"]);
    }
  });

  it("take an IPv6 address by its /64 and its /48, whatever its spelling, port or zone", () => {
    for (const address of [
      "2001:db8:1:2::1",
      "2001:DB8:1:2:0:0:0:1",
      "2001:0db8:0001:0002:ffff::9",
      "[2001:db8:1:2::1]",
      "[2001:db8:1:2::1]:443",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::192.0.2.1",
    ]) {
      expect(keysOf(address), address).toEqual(["2001:db8:1:2::/64", "2001:db8:1::/48"]);
    }
    expect(visitorBudgets("2001:db8::1").map(({ share }) => share)).toEqual([1, 10]);
  });

  it("share one budget for anything that is not an address", () => {
    for (const address of [
      undefined,
      null,
      "",
      "not-an-address",
      "::ffff:zz",
      "192.0.2.256",
      "192.0.2",
      "192.0.2.01",
      "[192.0.2.1]",
      "example.com:80",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "1::2::3",
      "2001:db8::1:",
      "2001:db8::12345",
      "::ffff:192.0.2.1.5",
    ]) {
      expect(keysOf(address), String(address)).toEqual(["unknown"]);
    }
  });
});

describe("memoryLimits", () => {
  const { requests: calls, windowSeconds } = VISITOR_LIMITS.call;

  function limitsAt() {
    let time = 0;
    const limits = memoryLimits({ now: () => time });
    return { limits, pass: (seconds: number) => (time += seconds * 1000) };
  }

  it("count an IPv4 address as one visitor however it is written", () => {
    const { limits } = limitsAt();
    for (let index = 0; index < calls; index += 1) expect(limits.admit("call", "192.0.2.1")).toBeNull();
    expect(limits.admit("call", "::ffff:c000:201")).toEqual({ retryAfterSeconds: windowSeconds });
    for (let index = 0; index < calls; index += 1) expect(limits.admit("call", "1.2.3.4")).toBeNull();
    expect(limits.admit("call", "1.2.3.4:5678")).not.toBeNull();
  });

  it("give a /48 ten times a /64's budget: 70 fresh /64s in one /48 get 30 calls", () => {
    const { limits } = limitsAt();
    const admitted = Array.from({ length: 70 }, (_, index) =>
      limits.admit("call", `2001:db8:7:${index.toString(16)}::1`),
    ).filter((over) => over === null);
    expect(admitted).toHaveLength(calls * 10);
    expect(limits.admit("call", "2001:db8:8::1")).toBeNull();
  });

  it("answer when both budgets have room again: the later of the two", () => {
    const { limits, pass } = limitsAt();
    for (let index = 0; index < 27; index += 1) limits.admit("call", `2001:db8:7:${index + 1}::1`);
    pass(300);
    for (let index = 0; index < calls; index += 1) expect(limits.admit("call", "2001:db8:7::1")).toBeNull();
    pass(100);
    // The /48 is full until its first 27 leave (200 s); this /64 until its own 3 do (500 s).
    expect(limits.admit("call", "2001:db8:7::2")).toEqual({ retryAfterSeconds: 500 });
    expect(limits.admit("call", "2001:db8:7:ff::1")).toEqual({ retryAfterSeconds: 200 });
    pass(200);
    expect(limits.admit("call", "2001:db8:7:ff::1")).toBeNull();
  });

  it("remember at most maxVisitors budgets, forgetting the longest unused first", () => {
    let time = 0;
    const limits = memoryLimits({ now: () => time, maxVisitors: 3 });
    for (let index = 0; index < calls; index += 1) limits.admit("call", "192.0.2.1");
    expect(limits.admit("call", "192.0.2.1")).not.toBeNull();
    time += 1000;
    // One IPv6 visitor holds two budgets, a /64 and a /48: with one more, the first is forgotten.
    limits.admit("call", "2001:db8::1");
    limits.admit("call", "198.51.100.1");
    expect(limits.admit("call", "192.0.2.1")).toBeNull();
  });
});
