import { Building2, FlaskConical } from "lucide-react";

import { fictionalCompany, agentHeading } from "~/content/demo-agent";
import { demoPage } from "~/content/demo-cat";

import type { AgentDemo } from "../lib/conversation/demo-agent";
import type { DriverKind } from "../lib/conversation/driver";

type DemoIntroProps = {
  /** The preview says it is one. */
  driver: DriverKind;
  /** The demo agent who answers (`/demo-cat/<slug>/`); none for CAT's assistant. */
  agent?: AgentDemo;
};

/**
 * Above the demo: the preview's label, and who answers. CAT's page has its title and introduction;
 * an agent's names the agent, says what it does, and for whom, a company made up for the demo
 * (docs/product.md#an-agent-for-every-area).
 */
export function DemoIntro({ driver, agent }: DemoIntroProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {driver === "preview" && (
        <p className="mb-4 inline-flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-left text-sm">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <strong className="font-semibold">{demoPage.previewLabel}</strong>
            <span className="block text-muted-foreground">{demoPage.previewHint}</span>
          </span>
        </p>
      )}
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {agent ? agentHeading(agent.name, agent.area) : demoPage.title}
      </h1>
      <p className="mt-3 text-lg text-pretty text-muted-foreground">{agent ? agent.role : demoPage.intro}</p>
      {agent && (
        <div className="mt-5 inline-flex flex-col items-center gap-1 rounded-lg border border-border bg-card px-4 py-3 text-sm text-pretty">
          <p className="flex items-center gap-2 font-semibold">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {agent.company.name}
          </p>
          <p className="text-muted-foreground">{agent.company.about}</p>
          <p className="mt-1 text-xs font-semibold tracking-wide text-warning">{fictionalCompany}</p>
        </div>
      )}
    </div>
  );
}
