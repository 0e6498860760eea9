import { MessageCircle } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { guardAlternatives } from "~/content/demo-cat";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { pagePaths } from "~/lib/paths";

/**
 * WhatsApp and the contact section, offered when the guard could not tell a person
 * (docs/product.md#the-guard): a visitor Turnstile doubted still reaches the team.
 */
export function TeamLinks() {
  return (
    <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:flex-wrap">
      <Button asChild variant="outline" size="sm">
        <a href={site.whatsapp.href} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {guardAlternatives.whatsapp}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`${pagePaths.home}#${sectionIds.contact}`}>{guardAlternatives.contact}</Link>
      </Button>
    </div>
  );
}
