import { useCallback, useState } from "react";

type DialogState<T> = { open: boolean; subject: T; returnFocusTo: HTMLElement };

/**
 * A dialog opened from a trigger: what it is about (`subject`), and the props every dialog takes
 * (`open`, `onOpenChange`, `returnFocusTo`). The state outlives closing, so the dialog stays
 * mounted and can play its exit animation.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<DialogState<T> | null>(null);
  const show = useCallback(
    (subject: T, returnFocusTo: HTMLElement) => setState({ open: true, subject, returnFocusTo }),
    [],
  );
  const onOpenChange = useCallback(
    (open: boolean) => setState((current) => current && { ...current, open }),
    [],
  );
  const dialog = state && {
    subject: state.subject,
    props: { open: state.open, onOpenChange, returnFocusTo: state.returnFocusTo },
  };
  return { dialog, show };
}
