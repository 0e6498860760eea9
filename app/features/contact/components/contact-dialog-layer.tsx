import { Toaster } from "~/components/ui/sonner";
import { TooltipProvider } from "~/components/ui/tooltip";

import { ContactDialog, type ContactDialogProps } from "./contact-dialog";

/**
 * Everything the dialog needs that the first paint does not: loaded on demand by
 * `ContactDialogProvider`, toasts included.
 */
export function ContactDialogLayer(props: ContactDialogProps) {
  return (
    <TooltipProvider>
      <ContactDialog {...props} />
      <Toaster />
    </TooltipProvider>
  );
}
