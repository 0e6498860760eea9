import { Link } from "react-router";

import { demoFooter } from "~/content/demo-cat";

const linkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

export function DemoFooter() {
  return (
    <footer className="border-t border-border/70">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>{demoFooter.copyright(new Date().getFullYear())}</p>
        <nav aria-label={demoFooter.navLabel} className="flex items-center gap-5">
          <Link to="/" className={linkClass}>
            {demoFooter.home}
          </Link>
          <Link to={demoFooter.privacy.href} className={linkClass}>
            {demoFooter.privacy.label}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
