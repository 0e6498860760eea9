/** Tally, the embedded contact form: everything that is plain data and decisions, testable without a browser. */

export const TALLY_ORIGIN = "https://tally.so";

/**
 * Without a sign of life from the form within 8 s, the card offers e-mail and WhatsApp
 * (docs/product.md#contact-and-booking).
 */
export const TALLY_TIMEOUT_MS = 8000;

/** The form's initial height, reserved so nothing moves when it comes (docs/product.md#timings-and-sizes). */
export const TALLY_INITIAL_HEIGHT = 276;

/**
 * The embed address: aligned left, no title (the card has one), transparent, growing with its content;
 * then the hidden fields (name, value) to fill.
 */
export function tallyEmbedUrl(formId: string, hiddenFields: [string, string][] = []): string {
  const hidden = hiddenFields.map(
    ([name, value]) => `&${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${TALLY_ORIGIN}/embed/${encodeURIComponent(formId)}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1${hidden.join("")}`;
}

/**
 * - `waiting`: the section is still far from the viewport; nothing is requested.
 * - `loading`: the iframe and Tally's script are on their way.
 * - `loaded`: the form told us it is rendered.
 * - `failed` / `timed-out`: the script failed, or the form gave no sign within the time limit.
 */
export type TallyStatus = "waiting" | "loading" | "loaded" | "failed" | "timed-out";

export type TallyEvent = "near-viewport" | "form-loaded" | "script-failed" | "timeout";

/** Transitions of the embed; finished states never change again, so the view is sent once. */
export function nextTallyStatus(status: TallyStatus, event: TallyEvent): TallyStatus {
  if (status === "waiting" && event === "near-viewport") return "loading";
  if (status !== "loading") return status;
  switch (event) {
    case "form-loaded":
      return "loaded";
    case "script-failed":
      return "failed";
    case "timeout":
      return "timed-out";
    default:
      return status;
  }
}

/** Whether the form cannot be shown, so the alternatives take its place. */
export function showsAlternatives(status: TallyStatus): boolean {
  return status === "failed" || status === "timed-out";
}

/** The messages of Tally's embed the page acts on: the form is rendered; the form was sent. */
export type TallyFormEvent = "Tally.FormLoaded" | "Tally.FormSubmitted";

/**
 * Tally's embed posts `{"event":"Tally.FormLoaded","payload":{"formId":…}}` (and `Tally.FormSubmitted`
 * with the same `formId`) as a JSON string. Only messages from Tally's origin about our form count:
 * any page could post a look-alike, and another form on the page would carry another id.
 */
export function tallyFormEvent(
  message: Pick<MessageEvent, "origin" | "data">,
  formId: string,
): TallyFormEvent | undefined {
  if (message.origin !== TALLY_ORIGIN || typeof message.data !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(message.data);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { event, payload } = parsed as { event?: unknown; payload?: { formId?: unknown } };
    if (payload?.formId !== formId) return undefined;
    return event === "Tally.FormLoaded" || event === "Tally.FormSubmitted" ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `utm_*` parameters of a query string, to send along as the form's hidden fields: Tally fills a
 * hidden field from the embed address's parameter of the same name.
 */
export function utmFields(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name, value]) => /^utm_\w+$/.test(name) && value !== "");
}
