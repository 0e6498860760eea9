import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { Button } from "~/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { contactDialog } from "~/content/contact-dialog";

/** How long the button shows its check mark after a copy. */
const CONFIRMATION_MS = 2000;

/** Copies the number and confirms with a toast; says so plainly where the clipboard is unavailable. */
export function CopyNumberButton({ number }: { number: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      // navigator.clipboard is missing on insecure origins: the TypeError lands in the catch too.
      await navigator.clipboard.writeText(number);
      setCopied(true);
      toast.success(contactDialog.copied, { description: number });
    } catch {
      toast.error(contactDialog.copyFailed, { description: contactDialog.copyFailedHint });
    }
  }

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label={contactDialog.copy} onClick={copy}>
          {copied ? (
            <CheckIcon aria-hidden="true" className="text-success" />
          ) : (
            <CopyIcon aria-hidden="true" />
          )}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{contactDialog.copy}</TooltipContent>
    </Tooltip>
  );
}
