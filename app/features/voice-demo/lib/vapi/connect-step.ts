/** The connecting step and the poor-network warning, read from the Vapi SDK's events, pure. */
import type { ConnectStep } from "~/content/demo-cat";

/**
 * The step a Vapi `call-start-progress` stage belongs to, for stages that start: up to the
 * web call, preparing; the web call itself, creating; Daily's call object and join onwards,
 * joining. Completions and failures change nothing. With the guard the site's endpoint creates
 * the call (the driver says so itself) and the SDK's `reconnect()` joins it: its first stages
 * come once the web call exists, so they are joining too.
 */
export function connectStepOf(progress: { stage?: unknown; status?: unknown }): ConnectStep | null {
  if (progress.status !== "started" || typeof progress.stage !== "string") return null;
  switch (progress.stage) {
    case "initialization":
      return "preparing";
    case "web-call-creation":
      return "creating";
    case "reconnect-initialization":
    case "cleanup-existing-call":
    case "daily-call-object-creation":
    case "mobile-permissions":
    case "daily-call-join":
      return "joining";
    default:
      return null;
  }
}

/**
 * Daily's `network-quality-change`: `networkState` (`good`, `warning`, `bad`), or the older
 * `threshold` (`good`, `low`, `very-low`) where a version sends only that.
 */
export function isPoorNetwork(event: unknown): boolean | null {
  if (typeof event !== "object" || event === null) return null;
  const { networkState, threshold } = event as { networkState?: unknown; threshold?: unknown };
  if (networkState === "good") return false;
  if (networkState === "warning" || networkState === "bad") return true;
  if (threshold === "good") return false;
  if (threshold === "low" || threshold === "very-low") return true;
  return null;
}
