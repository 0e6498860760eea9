import { describe, expect, it } from "vitest";

import { COMMENT_MAX_LENGTH, feedbackProperties } from "./feedback";

describe("feedbackProperties", () => {
  it("masks e-mail addresses and phone numbers in the comment", () => {
    expect(
      feedbackProperties(
        "up",
        "Muy bueno. Escribime a juan.perez+demo@empresa.com.ar o llamame al +54 9 11 5555-1234 o al (011) 4567-8901.",
      ),
    ).toEqual({
      rating: "up",
      comment: "Muy bueno. Escribime a [email] o llamame al [phone] o al [phone].",
    });
  });

  it("keeps short numbers, like an order number, and trims the comment", () => {
    expect(feedbackProperties("down", "  El pedido 4582 tardó 3 días.  ")).toEqual({
      rating: "down",
      comment: "El pedido 4582 tardó 3 días.",
    });
  });

  it("an empty comment is an empty string", () => {
    expect(feedbackProperties("up", "   ")).toEqual({ rating: "up", comment: "" });
  });

  it("a long comment is cut after masking, so a number at the cut is masked whole", () => {
    const padding = "a".repeat(COMMENT_MAX_LENGTH - 10);
    const { comment } = feedbackProperties("up", `${padding} 11 5555 1234 fin`);
    expect(comment).toHaveLength(COMMENT_MAX_LENGTH);
    expect(comment).not.toMatch(/\d/);
  });
});
