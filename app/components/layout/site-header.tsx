import { Link } from "react-router";

import { site } from "~/content/site";
import { cn } from "~/lib/utils";

export function SiteHeader({ className, children }: { className?: string; children?: React.ReactNode }) {
  return (
    <header
      data-slot="site-header"
      className={cn("fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-transparent", className)}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {site.name}
        </Link>
        {children}
      </div>
    </header>
  );
}
