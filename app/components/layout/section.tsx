import { joinClasses } from "~/lib/utils";

type SectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Extra classes for the centred content column. */
  containerClassName?: string;
  /** A decorative layer behind the content, spanning the whole section. */
  background?: React.ReactNode;
};

/** A landing-page section: an anchor id, an h2 that names the region, an intro, then content. */
export function Section({
  id,
  title,
  intro,
  className,
  containerClassName,
  background,
  children,
  ...props
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-slot="section"
      className={joinClasses("relative py-20 sm:py-28", className)}
      {...props}
    >
      {background}
      <div className={joinClasses("relative mx-auto max-w-6xl px-4 sm:px-6", containerClassName)}>
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
