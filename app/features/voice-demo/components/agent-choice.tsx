import type { AgentLink } from "~/content/agents";
import { agentChoice as copy } from "~/content/demo-cat";
import { track } from "~/lib/analytics";
import { agentChoiceId, agentPath, pagePaths } from "~/lib/paths";
import { joinClasses } from "~/lib/utils";

type AgentChoiceProps = {
  /** Every demo agent, in the owner's order: the route's loader reads them when it is prerendered. */
  agents: readonly AgentLink[];
  /** The page's own agent, marked and not linked: `cat` on `/demo-cat/`, else the agent's slug. */
  current: string;
};

type Choice = { key: string; href: string; name: string; area: string; role: string };

/**
 * `¿Qué agente querés escuchar?`: CAT, then every agent, each a plain link to its page (one that
 * works before the page's code), the current one marked instead. 'Probar otro agente' leads here.
 */
export function AgentChoice({ agents, current }: AgentChoiceProps) {
  const titleId = `${agentChoiceId}-title`;
  const choices: Choice[] = [
    { key: "cat", href: pagePaths.voiceDemo, ...copy.cat },
    ...agents.map(({ slug, name, area, role }) => ({ key: slug, href: agentPath(slug), name, area, role })),
  ];
  return (
    <section id={agentChoiceId} aria-labelledby={titleId} className="mt-12 border-t border-border/70 pt-10">
      <h2 id={titleId} className="text-center text-2xl font-extrabold tracking-tight text-balance">
        {copy.title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => {
          const isCurrent = choice.key === current;
          const label = (
            <>
              <span className="block text-sm font-semibold text-primary">{choice.area}</span>
              <span className="mt-1 block text-lg font-bold">{choice.name}</span>
            </>
          );
          return (
            <li
              key={choice.key}
              className={joinClasses(
                "relative flex flex-col rounded-xl border bg-card p-5",
                isCurrent
                  ? "border-primary/60"
                  : "transition-colors focus-within:border-primary/60 hover:border-primary/60",
              )}
            >
              {isCurrent ? (
                <p aria-current="page">
                  {label}
                  <span className="mt-2 inline-block rounded-md bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                    {copy.current}
                  </span>
                </p>
              ) : (
                <a
                  href={choice.href}
                  onClick={() => track("cta_click", { name: "agent_choice", agent: choice.key })}
                  className="rounded-md outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {label}
                </a>
              )}
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{choice.role}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
