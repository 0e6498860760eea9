/** Copy of the document shell that every page shares. */
export const shell = {
  /** WCAG 2.4.1: the first Tab stop of every page skips the header. */
  skipToContent: "Saltar al contenido",
} as const;
