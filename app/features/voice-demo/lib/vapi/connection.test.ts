import { describe, expect, it } from "vitest";

import { connected, type ConnectionLinks, watchConnection } from "./connection";

/** Daily's `network-connection` event, as the Vapi SDK re-emits it. */
const daily = (type: string, event: "interrupted" | "connected") => ({
  action: "network-connection",
  callClientId: "17430118453690.1",
  type,
  event,
  ...(type === "sfu" && { sfu_id: "sfu-1" }),
});

/** Feeds the events in order; returns the changes of the whole call. */
function changes(events: unknown[], start: ConnectionLinks = connected) {
  let links = start;
  const seen: string[] = [];
  for (const event of events) {
    const step = watchConnection(links, event);
    links = step.links;
    if (step.change) seen.push(step.change);
  }
  return { seen, links };
}

describe("watchConnection", () => {
  it("the audio link drops and comes back: down, then up", () => {
    expect(changes([daily("sfu", "interrupted"), daily("sfu", "connected")]).seen).toEqual(["down", "up"]);
  });

  it("stays down until every interrupted link is back", () => {
    const { seen, links } = changes([
      daily("signaling", "interrupted"),
      daily("sfu", "interrupted"),
      daily("signaling", "connected"),
    ]);
    expect(seen).toEqual(["down"]);
    expect(links).toEqual({ signaling: true, media: false });
    expect(changes([daily("sfu", "connected")], links).seen).toEqual(["up"]);
  });

  it("the media link may come back on the other topology", () => {
    expect(changes([daily("peer-to-peer", "interrupted"), daily("sfu", "connected")]).seen).toEqual([
      "down",
      "up",
    ]);
  });

  it("the 'connected' events of the join change nothing; repeated drops report once", () => {
    expect(
      changes([
        daily("signaling", "connected"),
        daily("sfu", "connected"),
        daily("sfu", "interrupted"),
        daily("sfu", "interrupted"),
      ]).seen,
    ).toEqual(["down"]);
  });

  it("ignores what is not a connection event", () => {
    for (const event of [null, "sfu", { type: "sfu" }, { type: "turn", event: "interrupted" }]) {
      expect(watchConnection(connected, event)).toEqual({ links: connected, change: null });
    }
  });
});
