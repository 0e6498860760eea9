import { CheckIcon, PhoneIcon, TrophyIcon } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { sectionIds } from "~/content/sections";
import { type Service, serviceModal as content } from "~/content/home";
import { site } from "~/content/site";

import medicalPlatform from "../assets/medical-platform.svg?no-inline";
import { scrollToSection } from "../lib/scroll-to-section";
import { ServiceIcon } from "./service-icon";

const images = { "medical-platform": medicalPlatform };

export type ServiceModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service;
  /** Where focus goes back to when the dialog closes (the card's button). */
  returnFocusTo?: HTMLElement | null;
};

/**
 * The details of one service. Radix plays the exit animation (300 ms, docs/product.md#timings-and-sizes;
 * the CSS duration of `DialogContent`) before focus moves: back to the card, or to #contacto after
 * 'Más información'.
 */
export function ServiceModal({ open, onOpenChange, service, returnFocusTo }: ServiceModalProps) {
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const toContact = useRef(false);

  const details = service.details;
  const highlight = details.highlight;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        // Runs once the exit animation is over. Radix returns focus only to a DialogTrigger;
        // the cards open the dialog themselves.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (toContact.current) scrollToSection(sectionIds.contact);
          else returnFocusTo?.focus();
          toContact.current = false;
        }}
      >
        <DialogHeader>
          <div className="flex items-center gap-4">
            <ServiceIcon icon={service.icon} />
            <DialogTitle className="sm:text-2xl">{service.title}</DialogTitle>
          </div>
        </DialogHeader>
        <DialogDescription className="text-base text-pretty">{details.detailedContent}</DialogDescription>

        {highlight ? (
          <figure className="overflow-hidden rounded-lg border bg-background/50">
            {brokenImage === highlight.image ? null : (
              <img
                src={images[highlight.image]}
                alt={content.caseStudyImageAlt}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                onError={() => setBrokenImage(highlight.image)}
                className="aspect-video h-auto w-full"
              />
            )}
            <figcaption className="p-4">
              <p className="font-bold">{highlight.title}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {highlight.figures.map((figure) => (
                  <li
                    key={figure}
                    className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary"
                  >
                    {figure}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        ) : null}

        <section aria-labelledby="service-features-title">
          <h3 id="service-features-title" className="text-lg font-bold">
            {content.featuresTitle}
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {details.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="service-cases-title">
          <h3 id="service-cases-title" className="text-lg font-bold">
            {content.caseStudiesTitle}
          </h3>
          {details.caseStudies.length ? (
            <ul className="mt-3 grid gap-2">
              {details.caseStudies.map((study) => (
                <li key={study.result} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                  <TrophyIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
                  <span>
                    <span className="block font-semibold">{study.title}</span>
                    <span className="text-muted-foreground">{study.result}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted-foreground">{content.noCaseStudies}</p>
          )}
        </section>

        <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <a
              href={`#${sectionIds.contact}`}
              onClick={(event) => {
                event.preventDefault();
                toContact.current = true;
                onOpenChange(false);
              }}
            >
              {content.moreInfo}
            </a>
          </Button>
          <Button asChild size="lg">
            <a href={site.salesPhone.href}>
              <PhoneIcon aria-hidden="true" />
              {content.talkNow}
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
