import { Button } from "~/components/ui/button";
import { contactCards, contactSection } from "~/content/contact";
import { site } from "~/content/site";
import { track } from "~/lib/analytics";

import { ContactFormCard } from "./contact-form-card";
import { ContactIcon } from "./contact-icon";

const card = "flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground sm:p-8";
const iconBadge =
  "grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5";
const numberLink =
  "rounded-sm text-xl font-bold tracking-tight break-words text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** #contacto: phone and WhatsApp, e-mail, and the contact form. */
export function ContactSection() {
  const { phone, email } = contactCards;
  return (
    <section
      id={contactSection.id}
      aria-labelledby="contacto-title"
      className="border-t border-border/60 bg-background py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {contactSection.eyebrow}
          </p>
          <h2
            id="contacto-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {contactSection.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{contactSection.intro}</p>
        </div>

        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="grid content-start gap-6">
            <article aria-labelledby="contact-phone-title" className={card}>
              <div className="flex items-center gap-3">
                <span className={iconBadge}>
                  <ContactIcon name={phone.icon} />
                </span>
                <h3 id="contact-phone-title" className="text-xl font-bold">
                  {phone.title}
                </h3>
              </div>
              <dl className="grid gap-4">
                <div className="grid gap-1">
                  <dt className="text-sm text-muted-foreground">{phone.aiLabel}</dt>
                  <dd>
                    <a href={site.aiPhone.href} className={numberLink}>
                      {site.aiPhone.display}
                    </a>
                  </dd>
                </div>
                <div className="grid gap-1">
                  <dt className="text-sm text-muted-foreground">{phone.whatsappLabel}</dt>
                  <dd>
                    <a
                      href={site.whatsapp.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={numberLink}
                      onClick={() => track("cta_click", { name: "whatsapp_number_click" })}
                    >
                      {site.whatsapp.display}
                    </a>
                  </dd>
                </div>
              </dl>
              <Button asChild variant="outline" className="w-full sm:w-auto sm:self-start">
                <a
                  href={site.whatsapp.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => track("whatsapp_click", { location: "contact_section" })}
                >
                  <ContactIcon name="whatsapp" />
                  {phone.whatsappAction}
                </a>
              </Button>
            </article>

            <article aria-labelledby="contact-email-title" className={card}>
              <div className="flex items-center gap-3">
                <span className={iconBadge}>
                  <ContactIcon name={email.icon} />
                </span>
                <h3 id="contact-email-title" className="text-xl font-bold">
                  {email.title}
                </h3>
              </div>
              <p className="text-muted-foreground">{email.description}</p>
              <a
                href={site.email.href}
                className={numberLink}
                onClick={() => track("cta_click", { name: "email_address_click" })}
              >
                {site.email.display}
              </a>
              <Button asChild variant="outline" className="w-full sm:w-auto sm:self-start">
                <a
                  href={site.email.href}
                  onClick={() => track("email_click", { location: "contact_section" })}
                >
                  <ContactIcon name="mail" />
                  {email.action}
                </a>
              </Button>
            </article>
          </div>

          <ContactFormCard form={site.contactForm} />
        </div>
      </div>
    </section>
  );
}
