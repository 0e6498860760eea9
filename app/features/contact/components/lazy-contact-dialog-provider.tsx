import { lazy } from "react";

import { reportError } from "~/lib/errors";

type ProviderProps = { children: React.ReactNode };

/**
 * `ContactDialogProvider` for a page whose phone and WhatsApp links come later (the card after a
 * demo call): its code loads when it is first rendered, not with the page. It listens on the whole
 * document, so it needs no children. Until it has loaded, or if it cannot, the links act natively.
 */
export const LazyContactDialogProvider = lazy(
  async (): Promise<{ default: React.ComponentType<ProviderProps> }> => {
    try {
      return { default: (await import("./contact-dialog-provider")).ContactDialogProvider };
    } catch (error) {
      reportError(error, { source: "contact-dialog-provider" });
      return { default: ({ children }: ProviderProps) => children };
    }
  },
);
