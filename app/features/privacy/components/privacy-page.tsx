import { ReadingPage, ReadingSection } from "~/components/layout/reading-page";
import { privacy, type PrivacyBlock, privacyFooter, serviceLabels } from "~/content/privacy";

const linkClass =
  "rounded-sm font-medium text-foreground underline underline-offset-4 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60";

/**
 * /privacidad: the privacy policy this build generates (content/privacy.ts). The control that
 * reopens the consent choice belongs to the consent feature: the route passes it in.
 */
export function PrivacyPage({ preferences }: { preferences: React.ReactNode }) {
  return (
    <ReadingPage
      homeLabel={privacy.homeLabel}
      footer={{ ...privacyFooter, links: [{ href: "/", label: privacyFooter.home }, privacyFooter.terms] }}
    >
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{privacy.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {privacy.updated.label} <time dateTime={privacy.updated.isoDate}>{privacy.updated.date}</time>.
      </p>
      <p className="mt-6 text-lg text-pretty text-muted-foreground">{privacy.intro}</p>
      {privacy.sections.map((section) => (
        <ReadingSection key={section.id} id={section.id} title={section.heading}>
          <div className="mt-4 space-y-4 leading-relaxed">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} preferences={preferences} />
            ))}
          </div>
        </ReadingSection>
      ))}
    </ReadingPage>
  );
}

function Block({ block, preferences }: { block: PrivacyBlock; preferences: React.ReactNode }) {
  switch (block.kind) {
    case "text":
      return <p className="text-pretty text-muted-foreground">{block.text}</p>;
    case "link":
      return (
        <p className="text-pretty text-muted-foreground">
          {block.before}
          <a href={block.link.href} className={linkClass}>
            {block.link.label}
          </a>
          {block.after}
        </p>
      );
    case "services":
      return (
        <ul className="grid gap-4">
          {block.items.map((item) => (
            <li
              key={item.service}
              className="rounded-xl border border-border bg-card p-5 text-card-foreground"
            >
              <h3 className="text-lg font-bold">
                {item.vendor}
                <span className="block text-sm font-medium text-muted-foreground">{item.role}</span>
              </h3>
              <dl className="mt-3 space-y-3 text-sm">
                {(["receives", "purpose", "when"] as const).map((field) => (
                  <div key={field}>
                    <dt className="font-semibold">{serviceLabels[field]}</dt>
                    <dd className="mt-0.5 text-pretty text-muted-foreground">{item[field]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      );
    case "storage":
      return (
        <dl className="space-y-4">
          {block.items.map((item) => (
            <div key={item.key} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
              <dt>
                <code className="rounded bg-secondary px-1.5 py-0.5 font-mono text-sm">{item.key}</code>{" "}
                <span className="text-sm text-muted-foreground">({item.place})</span>
              </dt>
              <dd className="mt-2 text-sm text-pretty text-muted-foreground">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case "preferences":
      return preferences;
  }
}
