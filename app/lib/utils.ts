import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (conditionals, arrays, objects). Unlike shadcn's `cn`, it does not
 * resolve conflicting Tailwind utilities: tailwind-merge alone would cost 8 KB gzip of the
 * first load, a third of what the landing page may spend beyond React. So components offer
 * variants, and callers pass only classes that do not fight a component's own (layout
 * such as width or margin, or a breakpoint variant like `sm:max-w-2xl`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

type ClickLike = Pick<
  MouseEvent,
  "button" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey" | "defaultPrevented"
>;

/**
 * A plain primary-button click nobody handled yet. Modified clicks (new tab or window, download,
 * the visitor's own shortcuts) keep their browser meaning.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
