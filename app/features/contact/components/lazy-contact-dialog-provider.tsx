import { lazyWithFallback } from "~/lib/lazy-with-fallback";

type ProviderProps = { children: React.ReactNode };

/**
 * `ContactDialogProvider` for a page that needs it after its first load (/demo-cat's card after a
 * call, a case page's links): its code loads when it is first rendered, not with the page. It
 * listens on the whole document, so it needs no children. Until it has loaded, or if it cannot,
 * the links act natively. Two pages import this wrapper, so it sits in the shared chunk; the
 * provider's own code stays a chunk of its own (e2e/loading-rules.spec.ts, rule 3).
 */
export const LazyContactDialogProvider = lazyWithFallback<ProviderProps>(
  () => import("./contact-dialog-provider").then((module) => module.ContactDialogProvider),
  ({ children }) => children,
  { source: "contact-dialog-provider" },
);
