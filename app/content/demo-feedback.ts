/**
 * The rating on the card after a call or a text conversation
 * (docs/product.md#every-visitor-can-try-it). Its own file so it loads with the card.
 */
export const feedbackCopy = {
  heading: "¿Qué te pareció la demo?",
  up: "Me gustó",
  down: "No me convenció",
  commentLabel: "Contanos más (opcional)",
  submit: "Enviar opinión",
  thanks: "¡Gracias por tu opinión!",
} as const;
