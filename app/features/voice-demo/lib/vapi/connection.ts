/**
 * The call's connection, from Daily's `network-connection` events (re-emitted by the Vapi SDK):
 * `signaling` carries the call's control, `sfu` or `peer-to-peer` its audio (a call uses one of
 * the two, and Daily may switch between them, so they count as one media link). The call is down
 * while either link is interrupted, and up again once both are connected.
 */
export type ConnectionLinks = { signaling: boolean; media: boolean };

/** Both links up: how every call starts. */
export const connected: ConnectionLinks = { signaling: true, media: true };

const isUp = (links: ConnectionLinks) => links.signaling && links.media;

/**
 * One `network-connection` event. Returns the links after it and `change` when the call as a
 * whole went down or came back; anything that is not such an event changes nothing.
 */
export function watchConnection(
  links: ConnectionLinks,
  event: unknown,
): { links: ConnectionLinks; change: "down" | "up" | null } {
  if (typeof event !== "object" || event === null) return { links, change: null };
  const { type, event: what } = event as { type?: unknown; event?: unknown };
  if (what !== "interrupted" && what !== "connected") return { links, change: null };
  const link =
    type === "signaling" ? "signaling" : type === "sfu" || type === "peer-to-peer" ? "media" : null;
  if (link === null) return { links, change: null };
  const next = { ...links, [link]: what === "connected" };
  if (isUp(next) === isUp(links)) return { links: next, change: null };
  return { links: next, change: isUp(next) ? "up" : "down" };
}
