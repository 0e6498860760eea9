// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createPlayback } from "./assistant-playback";

/** jsdom plays nothing: play() resolves or rejects as the test says, and fires `playing` like a browser. */
function stubPlay(answer: () => Promise<void>) {
  return vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    return answer().then(() => void this.dispatchEvent(new Event("playing")));
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = () => Promise.reject(new DOMException("not allowed", "NotAllowedError"));

function listeners() {
  return { onBlocked: vi.fn(), onPlaying: vi.fn(), onStandInPlaying: vi.fn() };
}

describe("createPlayback", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "MediaStream",
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("reports the browser pausing the provider's element, and plays it again in the tap", async () => {
    const play = stubPlay(() => Promise.resolve());
    const on = listeners();
    const playback = createPlayback(on);
    const player = document.body.appendChild(document.createElement("audio"));
    playback.attach(player);
    player.dispatchEvent(new Event("pause"));
    expect(on.onBlocked).toHaveBeenCalledTimes(1);
    playback.resume(null);
    expect(play).toHaveBeenCalledTimes(1);
    await settle();
    expect(on.onPlaying).toHaveBeenCalledTimes(1);
    expect(on.onStandInPlaying).not.toHaveBeenCalled();
  });

  it("a removed element's pause is no refusal, nor one after the call", () => {
    const on = listeners();
    const playback = createPlayback(on);
    const player = document.createElement("audio");
    playback.attach(player);
    player.dispatchEvent(new Event("pause"));
    const live = document.body.appendChild(document.createElement("audio"));
    playback.attach(live);
    playback.dispose();
    live.dispatchEvent(new Event("pause"));
    expect(on.onBlocked).not.toHaveBeenCalled();
  });

  it("after a refused start, the tap plays the assistant's track in a stand-in, once", async () => {
    stubPlay(() => Promise.resolve());
    const on = listeners();
    const playback = createPlayback(on);
    playback.refused();
    expect(on.onBlocked).toHaveBeenCalledTimes(1);
    const track = { kind: "audio" } as MediaStreamTrack;
    playback.resume(track);
    playback.resume(track);
    const standIns = document.querySelectorAll("audio");
    expect(standIns).toHaveLength(1);
    expect((standIns[0]!.srcObject as unknown as { tracks: unknown[] }).tracks).toEqual([track]);
    await settle();
    expect(on.onPlaying).toHaveBeenCalled();
    expect(on.onStandInPlaying).toHaveBeenCalled();
    // The provider's own element later takes over: one voice, not two.
    playback.attach(document.body.appendChild(document.createElement("audio")));
    expect(document.querySelectorAll("audio")).toHaveLength(1);
    playback.dispose();
  });

  it("a tap the browser still refuses leaves the notice up; no track, nothing to play", async () => {
    stubPlay(refusal);
    const on = listeners();
    const playback = createPlayback(on);
    playback.refused();
    playback.resume(null);
    expect(document.querySelectorAll("audio")).toHaveLength(0);
    playback.resume({ kind: "audio" } as MediaStreamTrack);
    await settle();
    expect(on.onBlocked).toHaveBeenCalledTimes(2);
    expect(on.onPlaying).not.toHaveBeenCalled();
    playback.dispose();
    expect(document.querySelectorAll("audio")).toHaveLength(0);
  });
});
