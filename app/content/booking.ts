/*
 * The labels of the links that open Cal.com's scheduler (features/booking), one export each: a route
 * passes its label into its slot, and only that label ships with it (the landing's other copy loads
 * after the first paint).
 */

/** The landing's final call to action. */
export const bookDemoLabel = "Reservar demo";

/** On the card after a call (docs/product.md#what-sells-the-demo), only when booking is configured. */
export const scheduleMeetingLabel = "Agendar una reunión";
