import { callControls } from "~/content/demo-cat";
import { joinClasses } from "~/lib/utils";

export function SpeakingIndicator({ label, speaking }: { label: string; speaking: boolean }) {
  return (
    <li className="flex items-center gap-2 rounded-full border border-border bg-background/50 px-3 py-1.5 text-sm">
      <span
        aria-hidden="true"
        className={joinClasses(
          "size-2.5 rounded-full transition-[transform,opacity] duration-150",
          speaking ? "scale-125 bg-success opacity-100" : "bg-muted-foreground opacity-50",
        )}
      />
      <span className="font-medium">{label}</span>
      <span className="sr-only">: {speaking ? callControls.speaking : callControls.silent}</span>
    </li>
  );
}
