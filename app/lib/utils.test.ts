import { describe, expect, it } from "vitest";

import { isPlainClick } from "./utils";

describe("isPlainClick", () => {
  const plain = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };

  it("accepts a plain primary click", () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ["ctrl-click", { ctrlKey: true }],
    ["cmd-click", { metaKey: true }],
    ["shift-click", { shiftKey: true }],
    ["alt-click", { altKey: true }],
    ["middle click", { button: 1 }],
    ["a click someone already handled", { defaultPrevented: true }],
  ])("leaves a %s alone", (_name, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
