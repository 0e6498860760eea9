/** The call's keyboard shortcut: M mutes and unmutes, unless the visitor is typing. */
/** The key that toggles mute during a call; the button declares it in `aria-keyshortcuts`. */
export const MUTE_KEY = "M";

type KeyPress = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "repeat"> & {
  target: EventTarget | null;
};

/** Whether a key press is the mute shortcut: a plain M, not typed into a field, not held down. */
export function isMuteShortcut(event: KeyPress): boolean {
  if (event.key.toUpperCase() !== MUTE_KEY || event.repeat) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return !isTypingTarget(event.target);
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}
