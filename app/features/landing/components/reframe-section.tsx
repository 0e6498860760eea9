import { PhoneIcon } from "lucide-react";

import { reframe as content } from "~/content/home";
import { site } from "~/content/site";

/** The questions that make the visitor recognise the problem, and the phone link to our AI. */
export function ReframeSection() {
  return (
    <section aria-labelledby="reframe-title" className="relative py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2
          id="reframe-title"
          className="text-center text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {content.title}
        </h2>
        <ul className="mt-10 grid gap-3">
          {content.questions.map((question) => (
            <li
              key={question}
              className="rounded-xl border border-border/70 bg-card/60 px-5 py-4 text-lg text-pretty text-card-foreground"
            >
              {question}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-lg text-pretty text-muted-foreground">{content.closing}</p>
        <p className="mt-4 text-center">
          <a
            href={site.aiPhone.href}
            className="inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-md text-lg font-bold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <span className="inline-flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-5" />
              {content.phoneLink}
            </span>
            <span className="whitespace-nowrap">{site.aiPhone.display}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
