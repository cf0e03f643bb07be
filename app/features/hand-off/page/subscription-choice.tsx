import { config } from "~/config";
import type { SignUpCopy } from "~/shared/content/copy";
import { useCommonCopy } from "~/shared/i18n/locale";
import { SUBSCRIPTION_CHOICE_ID } from "./hand-off-message";

export type ChoiceCopy = Pick<SignUpCopy["account"], "choose" | "portalLogin" | "portalLoginAction">;

/**
 * /account's question to a person with more than one subscription to cancel (a plan and the
 * research), or to manage in different portals: which one. The page's script fills the list
 * (page-hand-off.ts) from the model's holdings, with each one's name and price in the words the list
 * carries here, and puts the question for its intent in the title; each item is this page again,
 * naming that subscription.
 */
export function SubscriptionChoice({ copy }: { copy: ChoiceCopy }) {
  const { holdings } = useCommonCopy();
  return (
    <div className="hidden in-data-[hand-off=choose]:block">
      <h1
        id="subscription-choice-title"
        data-manage={copy.choose.manage}
        tabIndex={-1}
        suppressHydrationWarning
        className="text-3xl font-extrabold tracking-tight text-balance focus:outline-none"
      >
        {copy.choose.cancel}
      </h1>
      {/* The script writes the items, maybe before React hydrates: React leaves its inside alone. */}
      <ul
        id={SUBSCRIPTION_CHOICE_ID}
        aria-labelledby="subscription-choice-title"
        data-plan={holdings.plan}
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
export function PortalLogin({ copy }: { copy: ChoiceCopy }) {
  return (
    <p className="mt-6 text-muted">
      {copy.portalLogin}{" "}
      <a href={config.portalLogin} className="font-semibold text-brand underline underline-offset-4">
        {copy.portalLoginAction}
      </a>
    </p>
  );
}
