/**
 * Sends the site's own contact form to `POST /api/lead` (server/lead), with a Cloudflare Turnstile
 * token first when the guard is on. The form imports this module at the first keystroke or at the
 * submit, so the landing's first load carries none of it, nor Turnstile's script.
 */
import { LEAD_API_PATH, type LeadFields } from "~/contracts/lead.mjs";
import { loadTurnstile, turnstileToken } from "~/lib/turnstile.client";

/** What the visitor is told: sent, or why not (every answer but `sent` keeps the fields). */
export type LeadOutcome = "sent" | "failed" | "limited" | "unverified";

/** Codes of server/shared/json.mjs that mean Turnstile could not tell a person. */
const UNVERIFIED = new Set(["unverified", "token-spent", "verification-unavailable"]);

/** The visitor started writing: Turnstile's script loads now, not at the submit. */
export function prepareLead(turnstileSiteKey: string | undefined): void {
  if (turnstileSiteKey) loadTurnstile().catch(() => {});
}

export async function sendLead(
  fields: LeadFields,
  { turnstileSiteKey, campaign }: { turnstileSiteKey?: string; campaign: [string, string][] },
): Promise<LeadOutcome> {
  let token: string | undefined;
  if (turnstileSiteKey) {
    try {
      token = await turnstileToken(turnstileSiteKey, { action: "lead" });
    } catch {
      return "unverified";
    }
  }
  let response: Response;
  try {
    response = await fetch(LEAD_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...fields,
        ...(token ? { token } : {}),
        ...(campaign.length > 0 ? { campania: Object.fromEntries(campaign) } : {}),
      }),
    });
  } catch {
    return "failed";
  }
  if (response.ok) return "sent";
  if (response.status === 429) return "limited";
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof code === "string" && UNVERIFIED.has(code) ? "unverified" : "failed";
}
