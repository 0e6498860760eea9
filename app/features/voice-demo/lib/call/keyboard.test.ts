// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { isMuteShortcut } from "./keyboard";

const press = (init: KeyboardEventInit, target: EventTarget | null = document.body) => {
  const event = new KeyboardEvent("keydown", init);
  return isMuteShortcut({ ...pick(event), target });
};
const pick = ({ key, altKey, ctrlKey, metaKey, shiftKey, repeat }: KeyboardEvent) => ({
  key,
  altKey,
  ctrlKey,
  metaKey,
  shiftKey,
  repeat,
});

describe("isMuteShortcut", () => {
  it("is a plain m or M on the page or a button", () => {
    expect(press({ key: "m" })).toBe(true);
    expect(press({ key: "M" })).toBe(true);
    expect(press({ key: "m" }, document.createElement("button"))).toBe(true);
    expect(press({ key: "n" })).toBe(false);
  });

  it("not with a modifier, nor held down", () => {
    expect(press({ key: "m", ctrlKey: true })).toBe(false);
    expect(press({ key: "m", metaKey: true })).toBe(false);
    expect(press({ key: "m", altKey: true })).toBe(false);
    expect(press({ key: "M", shiftKey: true })).toBe(false);
    expect(press({ key: "m", repeat: true })).toBe(false);
  });

  it("not while typing in a field", () => {
    expect(press({ key: "m" }, document.createElement("input"))).toBe(false);
    expect(press({ key: "m" }, document.createElement("textarea"))).toBe(false);
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    const inside = document.createElement("span");
    editable.append(inside);
    expect(press({ key: "m" }, inside)).toBe(false);
  });
});
