import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { leadForm } from "~/content/contact";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import {
  LEAD_LIMITS,
  type LeadField,
  type LeadFields,
  type LeadProblem,
  leadProblems,
} from "~/contracts/lead.mjs";
import { track } from "~/lib/analytics";

import { utmFields } from "../lib/tally";
import { ContactButtons } from "./contact-alternatives";

type Status = "editing" | "sending" | "sent" | "failed" | "limited" | "unverified";

const sender = () => import("../lib/lead.client");

const FIELDS = Object.keys(LEAD_LIMITS) as LeadField[];

const field =
  "w-full rounded-md border border-input bg-background/40 px-3 text-base outline-none aria-invalid:border-destructive focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:text-sm";

/**
 * The ref of each answer to 'Enviar', called as it appears (defined once, so not at every render).
 * The button just pressed is gone or below it, and the form may have shrunk under the page's
 * scroll: the answer takes the focus, which reads it out (so it is no live region as well), and
 * comes into view below the fixed header (the page's `scroll-padding-top`).
 */
function showAnswer(answer: HTMLElement | null) {
  if (!answer) return;
  answer.focus({ preventScroll: true });
  answer.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "nearest" });
}

function problemText(name: LeadField, problem: LeadProblem): string {
  if (problem === "too-long") return leadForm.problems.tooLong(LEAD_LIMITS[name]);
  return problem === "not-a-contact" ? leadForm.problems.notAContact : leadForm.problems.missing[name];
}

/**
 * The site's own contact form: labelled fields checked in Spanish before anything is sent (the
 * first wrong one takes the focus), then `POST /api/lead`. A failure keeps what was written and
 * offers WhatsApp and e-mail; no third party's script runs in the page.
 */
export function LeadForm({ turnstileSiteKey }: { turnstileSiteKey?: string }) {
  const id = useId();
  const [fields, setFields] = useState<LeadFields>({ nombre: "", empresa: "", contacto: "", necesidad: "" });
  const [problems, setProblems] = useState<Partial<Record<LeadField, LeadProblem>>>({});
  const [status, setStatus] = useState<Status>("editing");
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const prepared = useRef(false);

  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    sender()
      .then(({ prepareLead }) => prepareLead(turnstileSiteKey))
      .catch(() => {});
  };

  const change = (name: LeadField, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A corrected field stops saying it is wrong; the others keep their message until the next try.
    if (problems[name]) setProblems(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const found = leadProblems(fields);
    setProblems(Object.fromEntries(found));
    if (found.length > 0) {
      inputs.current[found[0]![0]]?.focus();
      return;
    }
    setStatus("sending");
    let outcome: Status;
    try {
      const { sendLead } = await sender();
      outcome = await sendLead(fields, { turnstileSiteKey, campaign: utmFields(window.location.search) });
    } catch {
      outcome = "failed";
    }
    setStatus(outcome);
    if (outcome === "sent") track("lead_form_submit", { location: "contact_section" });
  };

  if (status === "sent") {
    return (
      <p
        ref={showAnswer}
        tabIndex={-1}
        data-slot="lead-form-sent"
        className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4 outline-none"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        {leadForm.sent}
      </p>
    );
  }

  const failure =
    status === "failed"
      ? leadForm.failed
      : status === "limited"
        ? leadForm.limited
        : status === "unverified"
          ? leadForm.unverified
          : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {FIELDS.map((name) => {
        const problem = problems[name];
        const errorId = `${id}-${name}-error`;
        const hintId = `${id}-${name}-hint`;
        const describedBy = [name === "contacto" ? hintId : "", problem ? errorId : ""]
          .filter(Boolean)
          .join(" ");
        const common = {
          id: `${id}-${name}`,
          name,
          value: fields[name],
          required: name !== "empresa",
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": describedBy || undefined,
          // Writing is the intent to send: the sender's code (and Turnstile's script) load now.
          onFocus: prepare,
        };
        return (
          <div key={name} className="flex flex-col gap-1.5">
            <label htmlFor={common.id} className="text-sm font-semibold">
              {leadForm.labels[name]}
            </label>
            {name === "necesidad" ? (
              <textarea
                {...common}
                ref={(element) => void (inputs.current[name] = element)}
                rows={4}
                onChange={(event) => change(name, event.target.value)}
                className={`${field} min-h-24 resize-y py-2`}
              />
            ) : (
              <input
                {...common}
                ref={(element) => void (inputs.current[name] = element)}
                type="text"
                autoComplete={name === "nombre" ? "name" : name === "empresa" ? "organization" : "off"}
                onChange={(event) => change(name, event.target.value)}
                className={`${field} h-10`}
              />
            )}
            {name === "contacto" && (
              <p id={hintId} className="text-sm text-muted-foreground">
                {leadForm.contactHint}
              </p>
            )}
            {problem && (
              <p id={errorId} className="text-sm text-destructive">
                {problemText(name, problem)}
              </p>
            )}
          </div>
        );
      })}

      {failure && (
        <div
          ref={showAnswer}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-failure`}
          aria-describedby={`${id}-kept`}
          className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex-1 space-y-2">
            <p id={`${id}-failure`} className="font-semibold">
              {failure}
            </p>
            <p id={`${id}-kept`} className="text-muted-foreground">
              {leadForm.kept}
            </p>
            <ContactButtons />
          </div>
        </div>
      )}

      <Button type="submit" aria-disabled={status === "sending" || undefined} className="sm:self-start">
        {status === "sending" && (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        )}
        {status === "sending" ? leadForm.sending : leadForm.submit}
      </Button>
    </form>
  );
}
