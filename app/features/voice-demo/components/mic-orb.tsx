import { Mic, MicOff } from "lucide-react";

import { joinClasses } from "~/lib/utils";

/** The large microphone circle: breathes with the assistant's level, rings when the visitor speaks. */
export function MicOrb({
  inCall,
  muted,
  userSpeaking,
  assistantLevel,
}: {
  inCall: boolean;
  muted: boolean;
  userSpeaking: boolean;
  assistantLevel: number;
}) {
  const Icon = muted ? MicOff : Mic;
  return (
    <div aria-hidden="true" className="relative grid size-36 place-items-center sm:size-40">
      <span
        className="absolute inset-0 rounded-full bg-primary/15 transition-transform duration-100"
        style={{ transform: `scale(${1 + assistantLevel * 0.22})` }}
      />
      {userSpeaking && !muted && (
        <span className="absolute inset-2 animate-ping rounded-full border-2 border-success/70" />
      )}
      <span
        className={joinClasses(
          "relative grid size-28 place-items-center rounded-full border sm:size-32",
          inCall
            ? "border-primary/60 bg-gradient-to-br from-primary/30 to-accent/30 text-primary"
            : "border-border bg-card text-muted-foreground",
        )}
      >
        <Icon className="size-12" strokeWidth={1.75} />
      </span>
    </div>
  );
}
