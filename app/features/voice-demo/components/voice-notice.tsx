import { Link } from "react-router";

import { voiceNotice } from "~/content/demo-cat";

import type { DriverKind } from "../lib/conversation/driver";

/** Before the first call, under the call button: where the visitor's voice will go. */
export function VoiceNotice({ driver }: { driver: DriverKind }) {
  return (
    <p data-slot="voice-notice" className="text-center text-sm text-pretty text-muted-foreground">
      {driver === "vapi" ? (
        <>
          {voiceNotice.vapi}{" "}
          <Link
            to={voiceNotice.privacyLink.href}
            className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {voiceNotice.privacyLink.label}
          </Link>
        </>
      ) : (
        voiceNotice.preview
      )}
    </p>
  );
}
