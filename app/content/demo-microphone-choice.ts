/**
 * The select 'Micrófono' (docs/product.md#every-visitor-can-try-it). Its own file so it loads with
 * the select, once the browser names more than one input, not with the page's first paint; the
 * notice of an unplugged choice is in demo-microphone.ts.
 */
export const micChoiceCopy = {
  label: "Micrófono",
  systemDefault: "Predeterminado del sistema",
  /** An input the browser gives no name. */
  unnamed: (position: number) => `Micrófono ${position}`,
} as const;
