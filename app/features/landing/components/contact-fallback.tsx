import { Section } from "~/components/layout/section";
import { sectionIds } from "~/content/home";
import { type contactFallback as contactFallbackContent } from "~/content/home-sections";
import { site } from "~/content/site";

/**
 * Placeholder for the #contacto slot: plain links to every channel. The route
 * replaces it with the contact feature's section; it keeps the page whole without it.
 */
export function ContactFallback({ content }: { content: typeof contactFallbackContent }) {
  const channels = [
    { label: content.email, href: site.email.href, display: site.email.display },
    {
      label: content.whatsapp,
      href: site.whatsapp.href,
      display: site.whatsapp.display,
    },
    { label: content.phone, href: site.aiPhone.href, display: site.aiPhone.display },
  ];
  return (
    <Section id={sectionIds.contact} title={content.title} intro={content.intro}>
      <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-3">
        {channels.map(({ label, href, display }) => (
          <li key={label} className="rounded-xl border bg-card p-6 text-center">
            <p className="font-bold">{label}</p>
            <a
              href={href}
              className="mt-1 inline-block rounded-md break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {display}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
