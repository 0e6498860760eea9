import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";

import { BrandLink } from "~/components/layout/brand-link";
import { Button } from "~/components/ui/button";
import { demoPage } from "~/content/demo-cat";

export function DemoHeader() {
  const navigate = useNavigate();
  // React Router numbers this tab's entries from 0, the page the site was opened on (new
  // tab, bookmark, a link from elsewhere): there is then no page of ours to go back to.
  const goBack = () => {
    const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    return entry > 0 ? navigate(-1) : navigate("/");
  };

  return (
    <header className="border-b border-border/70 bg-background/80">
      <div className="mx-auto flex h-(--header-height) max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink label={demoPage.homeLabel} />
        <Button variant="ghost" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {demoPage.backLabel}
        </Button>
      </div>
    </header>
  );
}
