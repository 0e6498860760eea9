import { joinClasses } from "~/lib/utils";

type Figure = { value: string; label: string };

/** Measured results as a description list: the figure large, what it measures under it. */
export function FigureList({
  figures,
  className,
  itemClassName,
}: {
  figures: readonly Figure[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        // The label first in the markup, so a screen reader reads "menos reclamos: 90%".
        <div key={figure.label} className={joinClasses("flex flex-col-reverse", itemClassName)}>
          <dt className="text-pretty">{figure.label}</dt>
          <dd className="text-2xl font-extrabold text-primary">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
