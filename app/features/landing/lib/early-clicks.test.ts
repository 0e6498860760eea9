import { afterEach, describe, expect, it, vi } from "vitest";

import { captureEarlyClicks } from "./early-clicks";

describe("captureEarlyClicks", () => {
  afterEach(() => document.body.replaceChildren());

  it("replays the last early click on a matching element once, when asked", () => {
    document.body.innerHTML = `<main><button id="a">A</button><button id="b">B</button></main><button id="outside">X</button>`;
    const replay = captureEarlyClicks("main button");
    const clicks = vi.fn();
    document.getElementById("b")!.click();
    document.getElementById("outside")!.click();

    document.addEventListener("click", (event) => clicks((event.target as Element).id));
    replay();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith("b");

    // After the replay, clicks are the page's own business.
    document.getElementById("a")!.click();
    replay();
    expect(clicks.mock.calls.map(([id]) => id)).toEqual(["b", "a"]);
  });

  it("does nothing when the clicked element has left the page", () => {
    document.body.innerHTML = `<main><button id="a">A</button></main>`;
    const replay = captureEarlyClicks("main button");
    const button = document.getElementById("a")!;
    button.click();
    button.remove();
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    replay();
    expect(clicks).not.toHaveBeenCalled();
  });
});
