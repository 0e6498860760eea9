/**
 * The rating after a call or a text conversation (docs/product.md#every-visitor-can-try-it):
 * what `demo_feedback` carries. Visitors write e-mail addresses and phone numbers in comments;
 * they are masked with the same scrubber error reports use, before anything leaves the browser.
 */
import type { AnalyticsEvents } from "~/lib/analytics";
import { scrubText } from "~/lib/scrub";

/** `demo_feedback`'s own properties (the page adds `agent`); `comment` is empty when the visitor wrote none. */
export type FeedbackProperties = Omit<AnalyticsEvents["demo_feedback"], "agent">;

export type FeedbackRating = FeedbackProperties["rating"];

/** Long enough for a few sentences; the box stops there too. */
export const COMMENT_MAX_LENGTH = 500;

export function feedbackProperties(rating: FeedbackRating, comment: string): FeedbackProperties {
  // Masked before it is shortened, so no number is cut to a length the scrubber lets through.
  return { rating, comment: scrubText(comment.trim()).slice(0, COMMENT_MAX_LENGTH) };
}
