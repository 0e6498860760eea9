import { data } from "react-router";

import type { Route } from "./+types/demo-agente";
import { agentContent } from "~/content/agents.server";
import { bookDemoLabel } from "~/content/booking";
import { sectionIds } from "~/content/sections";
import { site } from "~/content/site";
import { BookingLink } from "~/features/booking/components/booking-link";
import { LazyContactDialogProvider } from "~/features/contact/components/lazy-contact-dialog-provider";
import { VoiceDemoPage } from "~/features/voice-demo/components/voice-demo-page";
import { agentDemo } from "~/features/voice-demo/lib/conversation/agent-demo.server";
import { agentPath, pagePaths } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";

/** Runs when the page is prerendered (one per agent file): the page carries its own agent alone. */
export function loader({ params }: Route.LoaderArgs) {
  const content = agentContent(params.slug);
  if (!content) throw data(null, { status: 404 });
  return agentDemo(params.slug, content, site);
}

export const meta: Route.MetaFunction = ({ loaderData: agent }) =>
  pageMeta(site, { ...agent.meta, path: agentPath(agent.slug) });

export default function DemoAgente({ loaderData: agent }: Route.ComponentProps) {
  return (
    <VoiceDemoPage
      // Another agent is another page: its calls, its chat and its events start afresh.
      key={agent.slug}
      agent={agent}
      contactDialog={<LazyContactDialogProvider>{null}</LazyContactDialogProvider>}
      booking={
        site.booking ? (
          <BookingLink location="demo_post_call" fallbackHref={`${pagePaths.home}#${sectionIds.contact}`}>
            {bookDemoLabel}
          </BookingLink>
        ) : undefined
      }
    />
  );
}
