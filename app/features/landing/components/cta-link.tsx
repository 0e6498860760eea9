import { Button } from "~/components/ui/button";
import { type CtaName, track } from "~/lib/analytics";

type CtaLinkProps = {
  children: React.ReactNode;
  /** Reported as `cta_click` with this name when followed; a link without it is not tracked. */
  name?: CtaName;
  variant?: "default" | "accent" | "outline";
  className?: string;
} & (
  | { href: string; asChild?: false }
  /** `children` is the link itself (a slot from another feature); it receives the style and the click. */
  | { href?: never; asChild: true }
);

/** A call to action: a link drawn as a large button, which reports its click. */
export function CtaLink({ href, children, name, variant, className, asChild }: CtaLinkProps) {
  return (
    <Button
      asChild
      size="lg"
      variant={variant}
      className={className}
      onClick={name ? () => track("cta_click", { name }) : undefined}
    >
      {asChild ? children : <a href={href}>{children}</a>}
    </Button>
  );
}
