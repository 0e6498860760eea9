import { Link } from "react-router";

import { site } from "~/content/site";

/** The logo and the site name, linking home; `label` is the link's accessible name. */
export function BrandLink({ label }: { label: string }) {
  return (
    <Link
      to="/"
      aria-label={label}
      className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {site.name}
    </Link>
  );
}
