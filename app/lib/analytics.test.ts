import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";

import { type CtaName, track, type TrackArgs } from "./analytics";

describe("track", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("types each event's properties", () => {
    expectTypeOf<TrackArgs<"demo_page_view">>().toEqualTypeOf<[]>();
    expectTypeOf<TrackArgs<"cta_click">>().toEqualTypeOf<[properties: { name: CtaName }]>();
    expectTypeOf(track<"demo_call_end">).toBeCallableWith("demo_call_end", { call_duration: 12 });
    // Never called: these lines exist for the compiler, which must reject each one.
    const rejected = () => {
      // @ts-expect-error an unknown event name does not compile
      track("page_view");
      // @ts-expect-error a wrong property does not compile
      track("cta_click", { name: "somewhere_else" });
      // @ts-expect-error a missing property does not compile
      track("demo_call_end");
    };
    expect(rejected).toBeTypeOf("function");
  });

  it("does nothing visible without an analytics vendor", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    expect(() => track("cta_click", { name: "why_agentia_cta" })).not.toThrow();
    expect(debug).toHaveBeenCalledWith("[analytics]", "cta_click", { name: "why_agentia_cta" });
  });
});
