import type { Route } from "./+types/demo-cat";
import { agentLinks } from "~/content/agents.server";
import { scheduleMeetingLabel } from "~/content/booking";
import { demoMeta } from "~/content/demo-cat";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { BookingLink } from "~/features/booking/components/booking-link";
import { LazyContactDialogProvider } from "~/features/contact/components/lazy-contact-dialog-provider";
import { AgentChoice } from "~/features/voice-demo/components/agent-choice";
import { VoiceDemoPage } from "~/features/voice-demo/components/voice-demo-page";
import { pagePaths } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";

/** Runs when the page is prerendered: the agents to choose from come in its HTML, in no script. */
export function loader() {
  return { agents: agentLinks() };
}

export const meta: Route.MetaFunction = () => pageMeta(site, { ...demoMeta, path: pagePaths.voiceDemo });

export default function DemoCat({ loaderData }: Route.ComponentProps) {
  return (
    <VoiceDemoPage
      choice={<AgentChoice agents={loaderData.agents} current="cat" />}
      contactDialog={<LazyContactDialogProvider>{null}</LazyContactDialogProvider>}
      booking={
        site.booking ? (
          <BookingLink location="demo_post_call" fallbackHref={`${pagePaths.home}#${sectionIds.contact}`}>
            {scheduleMeetingLabel}
          </BookingLink>
        ) : undefined
      }
    />
  );
}
