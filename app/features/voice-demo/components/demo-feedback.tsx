import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { feedbackCopy } from "~/content/demo-feedback";

import {
  COMMENT_MAX_LENGTH,
  type FeedbackProperties,
  feedbackProperties,
  type FeedbackRating,
} from "../lib/conversation/feedback";

const ratings: { rating: FeedbackRating; label: string; Icon: typeof ThumbsUp }[] = [
  { rating: "up", label: feedbackCopy.up, Icon: ThumbsUp },
  { rating: "down", label: feedbackCopy.down, Icon: ThumbsDown },
];

type DemoFeedbackProps = {
  /** Receives the rating and the comment already scrubbed (`demo_feedback`). */
  onSubmit: (properties: FeedbackProperties) => void;
};

/** '¿Qué te pareció la demo?' on the card after a call or a text conversation. */
export function DemoFeedback({ onSubmit }: DemoFeedbackProps) {
  const headingId = useId();
  const commentId = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState("");
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  // The form, and the button just pressed, are gone: focus goes to what replaced them.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null) return;
    onSubmit(feedbackProperties(rating, comment));
    setSent(true);
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-slot="demo-feedback"
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-bold">
        {feedbackCopy.heading}
      </h3>
      {sent ? (
        <p ref={thanks} tabIndex={-1} className="text-sm font-semibold text-success outline-none">
          {feedbackCopy.thanks}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            {ratings.map(({ rating: value, label, Icon }) => (
              <Button
                key={value}
                type="button"
                variant="outline"
                aria-pressed={rating === value}
                onClick={() => setRating((current) => (current === value ? null : value))}
                // The pressed one is marked by more than a shade: a primary border and tint.
                className="aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-primary sm:flex-1"
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </div>
          <label htmlFor={commentId} className="text-sm font-semibold">
            {feedbackCopy.commentLabel}
          </label>
          <textarea
            id={commentId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            className="min-h-20 w-full resize-y rounded-md border border-input bg-background/40 px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:text-sm"
          />
          <Button type="submit" disabled={rating === null} className="sm:self-start">
            {feedbackCopy.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
