import type { ReactNode } from "react";

import { contactForm, contactWrite } from "~/content/contact";
import type { ContactForm } from "~/content/site";

import { useTallyEmbed } from "../hooks/use-tally-embed";
import { showsAlternatives, TALLY_INITIAL_HEIGHT, tallyEmbedUrl } from "../lib/tally";
import { ContactAlternatives, ContactButtons } from "./contact-alternatives";
import { LeadForm } from "./lead-form";

const cardClass = "flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground sm:p-8";

type CardProps = { title: string; description: string; children: ReactNode; className?: string };

function Card({ title, description, children, className = "" }: CardProps) {
  return (
    <article aria-labelledby="contact-form-title" className={`${cardClass} ${className}`}>
      <div className="flex flex-col gap-1.5">
        <h3 id="contact-form-title" className="text-xl font-bold">
          {title}
        </h3>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </article>
  );
}

/**
 * The contact section's third card: Tally's form, the site's own form, or, with neither, the two
 * ways to write in the form's place, never an empty box.
 */
export function ContactFormCard({ form }: { form: ContactForm }) {
  if (form.kind === "tally") return <TallyFormCard formId={form.formId} />;
  if (form.kind === "own")
    return (
      // Beside the other cards on a wide screen it keeps their height while it holds the form; once
      // the short thanks replaces it, stretched it would be a box with nothing in it.
      <Card
        title={contactForm.title}
        description={contactForm.description}
        className="has-data-[slot=lead-form-sent]:self-start"
      >
        <LeadForm turnstileSiteKey={form.turnstileSiteKey} />
      </Card>
    );
  return (
    // As tall as its two buttons: stretched beside the other cards, it would be a box with nothing in it.
    <Card title={contactWrite.title} description={contactWrite.description} className="self-start">
      <ContactButtons />
    </Card>
  );
}

/** Tally's form once it is near, else the alternatives when it cannot load. */
function TallyFormCard({ formId }: { formId: string }) {
  const { ref, status, hiddenFields } = useTallyEmbed<HTMLElement>(formId);

  return (
    <article ref={ref} aria-labelledby="contact-form-title" className={cardClass}>
      <div className="flex flex-col gap-1.5">
        <h3 id="contact-form-title" className="text-xl font-bold">
          {contactForm.title}
        </h3>
        <p className="text-muted-foreground">{contactForm.description}</p>
      </div>
      {showsAlternatives(status) ? (
        <ContactAlternatives message={contactForm.fallback.failed} />
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
