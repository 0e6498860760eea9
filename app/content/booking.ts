/*
 * The labels of the links that open Cal.com's scheduler (features/booking), one export each: a route
 * passes its label into its slot, and only that label ships with it (the landing's other copy loads
 * after the first paint).
 */

/** The landing's final call to action. */
export const bookDemoLabel = "Reservar demo";

/** The voice demo's card after a call (PRODUCT.md), shown only when booking is configured. */
export const scheduleMeetingLabel = "Agendar una reunión";
