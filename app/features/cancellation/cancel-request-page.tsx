import { useAccountLink } from "~/features/hand-off";
import type { CancellationCopy } from "~/shared/content/copy";
import { cancelMarks } from "./cancel-marks";
import { CancelRequestForm } from "./cancel-request-form";
import { OutcomeNote } from "./outcome-note";

const title = "text-3xl font-extrabold tracking-tight text-balance md:text-4xl";
const card = "mt-8 rounded-3xl bg-white p-6 shadow-sm md:p-8";

/**
 * /cancel, every footer's way to cancel (§ 312k BGB): how it works, the way through the account for
 * someone who may be signed in here (today's direct way), and for everyone the form that mails a
 * one-time link. Its script (cancel-request.ts) shows the account's way and sends the form as JSON;
 * without one the form posts and the page shows what the API's redirect names.
 */
export function CancelRequestPage({ copy }: { copy: CancellationCopy["request"] }) {
  const account = useAccountLink("cancel");
  return (
    <div className="section max-w-2xl">
      {/* The script marks it (session, answered), maybe before React hydrates: React never renders those. */}
      <section
        {...{ [cancelMarks.request]: "" }}
        aria-labelledby="cancel-title"
        className="group"
        suppressHydrationWarning
      >
        <h1 id="cancel-title" className={title}>
          {copy.title}
        </h1>
        <p className="mt-4 text-lg text-muted">{copy.lede}</p>

        <OutcomeNote id="sent" tone="good">
          {copy.sentToGiven}
        </OutcomeNote>
        {(["invalid", "busy", "unavailable"] as const).map((outcome) => (
          <OutcomeNote key={outcome} id={outcome} tone="bad">
            {copy.errors[outcome]}
          </OutcomeNote>
        ))}

        <div className={`hidden group-data-session:block ${card} border-2 border-brand`}>
          <h2 className="text-xl font-bold">{copy.account.title}</h2>
          <p className="mt-1 text-muted">{copy.account.text}</p>
          <a {...account} className="button-primary mt-5">
            {copy.account.action}
          </a>
        </div>

        <div className={`${card} border border-line`}>
          <h2 className="text-xl font-bold">{copy.form.title}</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-muted">
            {copy.form.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <CancelRequestForm copy={copy} />
        </div>
      </section>
    </div>
  );
}
