import type { ReactNode } from "react";
import { cancelPaths } from "~/contracts/cancel-api";
import { localeInfo } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import type { CancellationCopy } from "~/shared/content/copy";
import { useCommonCopy, useLocale, useLocalizedPath } from "~/shared/i18n/locale";
import { cancelMarks, type EndState } from "./cancel-marks";
import { OutcomeNote, ScriptMessage } from "./outcome-note";
import { WithdrawalForm } from "./withdrawal-form";

type ConfirmCopy = CancellationCopy["confirm"];

const title = "text-3xl font-extrabold tracking-tight text-balance md:text-4xl";
const newLink = "mt-4 inline-block font-semibold text-brand underline underline-offset-4";

/** How the script's cancellation ended (cancel-confirm.ts), shown by the section's state. */
const endShown: Record<EndState, string> = {
  done: "group-data-[state=done]:block",
  withdrawn: "group-data-[state=withdrawn]:block",
  used: "group-data-[state=used]:block",
  expired: "group-data-[state=expired]:block",
};

function End({ state, heading, children }: { state: EndState; heading: string; children: ReactNode }) {
  return (
    <div
      {...{ [cancelMarks.end]: state }}
      className={`mt-8 hidden rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8 ${endShown[state]}`}
    >
      <h2 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {heading}
      </h2>
      {children}
    </div>
  );
}

/**
 * A mailed cancel link's page, `/cancel/confirm?token=…`: what the link cancels and the one button
 * (§ 312k BGB's confirmation button), and within the 14 days after the checkout the right of
 * withdrawal (withdrawal-form.tsx), which ends the contract at once. Its script (cancel-confirm.ts) looks the link up, says what
 * it cancels in the model's words, and cancels with JSON; without one the form posts to
 * `cancelPaths.fromPage`, which reads the token from the page's address (the `Referer`), and the
 * page shows what the API's redirect names (contracts/cancel-api.ts).
 */
export function CancelConfirmPage({ copy }: { copy: ConfirmCopy }) {
  const ask = useLocalizedPath()(paths.cancel);
  const locale = useLocale();
  const again = (
    <a href={ask} className={newLink}>
      {copy.newLink}
    </a>
  );
  return (
    <div className="section max-w-2xl">
      <section
        {...{ [cancelMarks.confirm]: "" }}
        data-holdings={JSON.stringify(useCommonCopy().holdings)}
        data-language-tag={localeInfo[locale].tag}
        aria-labelledby="cancel-title"
        className="group"
      >
        <h1 id="cancel-title" className={title}>
          {copy.title}
        </h1>
        <OutcomeNote id="done" tone="good" title={copy.done.title}>
          {copy.done.textUnnamed}
        </OutcomeNote>
        <OutcomeNote id="withdrawn" tone="good" title={copy.withdrawn.title}>
          {copy.withdrawn.textUnnamed}
        </OutcomeNote>
        <OutcomeNote id="used" tone="bad" title={copy.used.title}>
          <p>{copy.used.text}</p>
          {again}
        </OutcomeNote>
        <OutcomeNote id="expired" tone="bad" title={copy.expired.title}>
          <p>{copy.expired.text}</p>
          {again}
        </OutcomeNote>
        <OutcomeNote id="unavailable" tone="bad">
          {copy.retry}
        </OutcomeNote>

        <End state="done" heading={copy.done.title}>
          <ScriptMessage role="status" name="done" words={{ text: copy.done.text }} plain />
        </End>
        <End state="withdrawn" heading={copy.withdrawn.title}>
          <ScriptMessage
            role="status"
            name="withdrawn"
            words={{ text: copy.withdrawn.text, trial: copy.withdrawn.textTrial, unnamed: copy.withdrawn.textUnnamed }}
            plain
          />
        </End>
        <End state="used" heading={copy.used.title}>
          <p className="mt-2 text-muted">{copy.used.text}</p>
          {again}
        </End>
        <End state="expired" heading={copy.expired.title}>
          <p className="mt-2 text-muted">{copy.expired.text}</p>
          {again}
        </End>

        {/* Gone once the link has done its work, or cannot: by the address (no script) or the script's state. */}
        <div className="group-has-[#done:target,#withdrawn:target,#used:target,#expired:target]:hidden">
          <form
            method="post"
            action={cancelPaths.fromPage}
            className="mt-8 rounded-3xl border-2 border-brand bg-white p-6 shadow-sm group-data-[state]:hidden md:p-8"
          >
            <input type="hidden" name="locale" value={locale} />
            <p className="text-lg text-muted">{copy.lede}</p>
            <p
              {...{ [cancelMarks.holding]: "" }}
              data-what={copy.what}
              className="mt-5 rounded-2xl bg-soft p-4 empty:hidden"
            />
            <button type="submit" className="button-primary mt-6 w-full xs:w-auto">
              {copy.button}
            </button>
            <ScriptMessage role="status" words={{ checking: copy.checking, cancelling: copy.cancelling }} />
            <ScriptMessage role="alert" words={{ unavailable: copy.retry }} />
          </form>
          <WithdrawalForm copy={copy.withdrawal} locale={locale} />
        </div>
      </section>
    </div>
  );
}
