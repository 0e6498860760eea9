import { Button } from "~/components/ui/button";
import { type CtaName, track } from "~/lib/analytics";

type CtaLinkProps = {
  href: string;
  children: React.ReactNode;
  /** Reported as `cta_click` with this name when followed; a link without it is not tracked. */
  name?: CtaName;
  variant?: "default" | "accent" | "outline";
  className?: string;
};

/** A call to action: a link drawn as a large button, which reports its click. */
export function CtaLink({ href, children, name, variant, className }: CtaLinkProps) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={href} onClick={name ? () => track("cta_click", { name }) : undefined}>
        {children}
      </a>
    </Button>
  );
}
