import { Button } from "~/components/ui/button";
import { contactCards } from "~/content/contact";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { ContactIcon } from "./contact-icon";

/** E-mail and WhatsApp as two buttons. */
export function ContactButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <a href={site.email.href} onClick={() => track("email_click", { location: "contact_section" })}>
          <ContactIcon name="mail" />
          {contactCards.email.action}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a
          href={site.whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track("whatsapp_click", { location: "contact_section" })}
        >
          <ContactIcon name="whatsapp" />
          {contactCards.phone.whatsappAction}
        </a>
      </Button>
    </div>
  );
}

/** E-mail and WhatsApp in the form's place, where Tally's form could not load. */
export function ContactAlternatives({ message }: { message: string }) {
  return (
    <div className="flex min-h-[276px] flex-1 flex-col justify-center gap-5 rounded-lg border border-dashed bg-background/40 p-6">
      <p className="text-muted-foreground">{message}</p>
      <ContactButtons />
    </div>
  );
}
