import { config } from "~/config";
import type { SignUpCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { plans } from "~/shared/content/plans";
import { useCommonCopy } from "~/shared/i18n/locale";
import { CANCEL_CHOICE_ID } from "./hand-off-message";

type CancelCopy = Pick<SignUpCopy["account"], "choose" | "portalLogin" | "portalLoginAction">;

/**
 * /account's question to a person with more than one subscription to cancel (a plan and the
 * research): which one. The page's script fills the list (features/hand-off/page/page-hand-off.ts) from the API's
 * answer, with each one's name and price in the words the list carries here; each item is this
 * page again, naming that subscription.
 */
export function CancelChoice({ copy }: { copy: CancelCopy }) {
  const { holdings } = useCommonCopy();
  const names = Object.fromEntries(plans.map((plan) => [`data-${plan.id}`, fill(holdings.plan, { plan: plan.name })]));
  return (
    <div className="hidden in-data-[hand-off=choose]:block">
      <h1
        id="cancel-choice-title"
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-balance focus:outline-none"
      >
        {copy.choose}
      </h1>
      {/* The script writes the items, maybe before React hydrates: React leaves its inside alone. */}
      <ul
        id={CANCEL_CHOICE_ID}
        aria-labelledby="cancel-choice-title"
        {...names}
        data-research={holdings.research}
        data-month={holdings.price.month}
        data-year={holdings.price.year}
        className="mt-8 flex flex-col gap-3"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    </div>
  );
}

/** For what was bought without an account, or under another email: the payment provider's own login. */
export function PortalLogin({ copy }: { copy: CancelCopy }) {
  return (
    <p className="mt-6 text-muted">
      {copy.portalLogin}{" "}
      <a href={config.portalLogin} className="font-semibold text-brand underline underline-offset-4">
        {copy.portalLoginAction}
      </a>
    </p>
  );
}
