import { BrandLogo } from "~/components/layout/brand-link";
import { footer as content } from "~/content/home";
import { site } from "~/content/site";

const linkClass =
  "rounded-md text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** Legal links, social networks, the city and a copyright with the year of the render. */
export function SiteFooter() {
  const social = [
    { label: content.linkedin, href: site.social.linkedin },
    { label: content.github, href: site.social.github },
  ];
  return (
    <footer className="border-t bg-card/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <BrandLogo size={24} />
            {site.name}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{content.tagline}</p>
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">{content.location}</p>
        </div>
        <nav aria-label={content.navLabel}>
          <ul className="flex flex-col gap-3 text-sm sm:flex-row sm:flex-wrap sm:gap-6">
            {content.legal.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> {content.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Prerendered at build time; a visit in a later year shows that year without a hydration warning. */}
      <p suppressHydrationWarning className="border-t px-4 py-6 text-center text-sm text-muted-foreground">
        {content.copyright.replace("{year}", String(new Date().getFullYear()))}
      </p>
    </footer>
  );
}
