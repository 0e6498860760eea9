import { contactForm } from "~/content/contact";

import { useTallyEmbed } from "../hooks/use-tally-embed";
import { showsAlternatives, TALLY_INITIAL_HEIGHT, tallyEmbedUrl } from "../lib/tally";
import { ContactAlternatives } from "./contact-alternatives";

/** The card titled 'Completá el formulario': the Tally form once it is near, else the alternatives. */
export function ContactFormCard({ formId }: { formId: string | undefined }) {
  const { ref, status, hiddenFields } = useTallyEmbed<HTMLElement>(formId);

  return (
    <article
      ref={ref}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground sm:p-8"
    >
      <div className="flex flex-col gap-1.5">
        <h3 id="contact-form-title" className="text-xl font-bold">
          {contactForm.title}
        </h3>
        <p className="text-muted-foreground">{contactForm.description}</p>
      </div>
      {showsAlternatives(status) || !formId ? (
        <ContactAlternatives
          message={
            status === "unconfigured" ? contactForm.fallback.unconfigured : contactForm.fallback.failed
          }
        />
      ) : (
        // A light panel: Tally's default (light) theme stays readable through its transparent background.
        <div className="flex-1 rounded-lg bg-white p-3">
          <div className="relative" style={{ minHeight: TALLY_INITIAL_HEIGHT }}>
            {status === "loaded" ? null : (
              <p role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-600">
                {contactForm.loading}
              </p>
            )}
            {status === "waiting" ? null : (
              <iframe
                data-tally-src={tallyEmbedUrl(formId, hiddenFields)}
                title={contactForm.iframeTitle}
                width="100%"
                height={TALLY_INITIAL_HEIGHT}
                // Same colour scheme as the form's page, so the browser keeps the frame transparent.
                style={{ colorScheme: "light" }}
                className="relative block w-full border-0"
              />
            )}
          </div>
        </div>
      )}
    </article>
  );
}
