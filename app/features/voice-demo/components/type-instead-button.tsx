import { MessageCircle } from "lucide-react";

import { Button } from "~/components/ui/button";
import { typeInsteadCopy } from "~/content/demo-microphone";
import { onIntent } from "~/lib/loading";

type TypeInsteadButtonProps = {
  onOpen: () => void;
  /** Hover or focus: the conversation's code starts loading before the click. */
  onPrefetch: () => void;
  /** The conversation's code is still on its way: the page shows it as soon as it arrives. */
  pending: boolean;
};

/**
 * 'Prefiero escribir' (docs/product.md#every-visitor-can-try-it): the same assistant in writing,
 * for a visitor who cannot or will not use the microphone.
 */
export function TypeInsteadButton({ onOpen, onPrefetch, pending }: TypeInsteadButtonProps) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      aria-busy={pending || undefined}
      onClick={onOpen}
      {...onIntent(onPrefetch)}
    >
      <MessageCircle aria-hidden="true" />
      {typeInsteadCopy.open}
    </Button>
  );
}
