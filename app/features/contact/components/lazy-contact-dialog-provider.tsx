import { lazyWithFallback } from "~/lib/lazy-with-fallback";

type ProviderProps = { children: React.ReactNode };

/**
 * `ContactDialogProvider` for a page whose phone and WhatsApp links come later (the card after a
 * demo call): its code loads when it is first rendered, not with the page. It listens on the whole
 * document, so it needs no children. Until it has loaded, or if it cannot, the links act natively.
 */
export const LazyContactDialogProvider = lazyWithFallback<ProviderProps>(
  () => import("./contact-dialog-provider").then((module) => module.ContactDialogProvider),
  ({ children }) => children,
  { source: "contact-dialog-provider" },
);
