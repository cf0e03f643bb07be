import { cancelPaths, WITHDRAW_FIELD } from "~/contracts/cancel-api";
import type { Locale } from "~/contracts/locales";
import type { CancellationCopy } from "~/shared/content/copy";
import { cancelMarks } from "./cancel-marks";
import { ScriptMessage } from "./outcome-note";

type WithdrawalCopy = CancellationCopy["confirm"]["withdrawal"];

/**
 * The right of withdrawal, the link page's second choice: its own form, which ends the contract at
 * once. Without a script it posts `withdraw=1` to `cancelPaths.fromPage` as the cancel form posts
 * there, and says the right in general words; the script (cancel-confirm.ts, withdrawal-offer.ts)
 * hides it while it looks the link up and when the link has no offer, or says the link's own day
 * and sum, and posts JSON.
 */
export function WithdrawalForm({ copy, locale }: { copy: WithdrawalCopy; locale: Locale }) {
  return (
    <form
      method="post"
      action={cancelPaths.fromPage}
      {...{ [cancelMarks.withdrawForm]: "" }}
      aria-labelledby="withdraw-title"
      className="mt-8 rounded-3xl border border-line bg-white p-6 shadow-sm group-data-[state]:hidden group-data-[withdrawal=checking]:hidden group-data-[withdrawal=none]:hidden md:p-8"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={WITHDRAW_FIELD} value="1" />
      <h2 id="withdraw-title" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-muted group-data-[withdrawal=offered]:hidden">{copy.offerUnnamed}</p>
      <p {...{ [cancelMarks.offer]: "" }} data-text={copy.offer} className="mt-2 text-muted empty:hidden" />
      <p
        {...{ [cancelMarks.refund]: "" }}
        data-text={copy.refund}
        data-trial={copy.trial}
        className="mt-3 font-semibold empty:hidden"
      />
      <button type="submit" className="button-secondary mt-6 w-full xs:w-auto">
        {copy.button}
      </button>
      <ScriptMessage role="status" name="withdraw-status" words={{ withdrawing: copy.withdrawing }} />
      <ScriptMessage role="alert" name="withdraw-alert" words={{ unavailable: copy.retry }} />
    </form>
  );
}
