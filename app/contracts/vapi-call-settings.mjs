// @ts-check
/**
 * What every Vapi call of the demo starts with, whoever starts it: the page's driver with the
 * public key (`vapi.start`), or the site's endpoint with the private key (server/demo-api). One
 * module, plain JavaScript so `npm start` imports it as it is, so the two never ask Vapi for
 * different calls.
 */

/**
 * The server messages the page reads. Vapi sends only these (`clientMessages` replaces the
 * assistant's own list): `status-update` says why a call ended, `transcript` is the live
 * transcript, and the assistant's tool calls and their results come in the last three
 * (features/voice-demo/lib/vapi/vapi-actions.ts). The SDK needs none of its own: it hears speech
 * in the audio levels.
 */
export const CLIENT_MESSAGES = /** @type {const} */ ([
  "status-update",
  "transcript",
  "tool-calls",
  "tool-calls-result",
  "conversation-update",
]);

/**
 * The call's `assistantOverrides`: the length limit, which Vapi enforces server-side, the
 * messages the page needs and, for a demo agent's call, the agent's own part
 * (app/contracts/demo-agents.mjs's `agentOverrides`).
 * @param {number} maxCallSeconds
 * @param {ReturnType<typeof import("./demo-agents.mjs").agentOverrides>} [agent]
 */
export function assistantOverrides(maxCallSeconds, agent) {
  return { ...agent, maxDurationSeconds: maxCallSeconds, clientMessages: [...CLIENT_MESSAGES] };
}

/**
 * The `endedReason` of a call Vapi ends at once because every line of the account is taken
 * (`status-update` messages, and the web call itself when it is created blocked).
 */
export const LINES_BUSY_REASON = "call.start.error-subscription-concurrency-limit-reached";
