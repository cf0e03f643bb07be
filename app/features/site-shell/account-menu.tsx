import { useEffect, useId, useRef } from "react";
import { auth, displayName, type AuthState } from "~/shared/auth/use-auth";
import { Link } from "react-router";
import { paths } from "~/contracts/paths";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { useAccountLink } from "~/features/hand-off";
import { forgetSubscription } from "~/shared/subscriber/subscription-state";
import { useSubscriber } from "~/shared/subscriber/subscriber";
import { runAccountMenu } from "~/shared/ui/account-menu-disclosure";
import { AccountMenuFrame, accountMenuItemClass } from "~/shared/ui/account-menu-frame";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { AddedByEmail } from "./added-by-email";

/**
 * The signed-in person's menu in the header: what they have (each subscription, its price and
 * where it stands, as the model says; one added by their email, with "not mine"), the owner's headline experiment, Manage subscription (the
 * provider's portal, through the /account hand-off) and Log out. It opens and closes as
 * shared/ui/account-menu-disclosure.ts says, here and on the hand-off pages.
 */
export function AccountMenu({ user }: { user: AuthState["user"] }) {
  const common = useCommonCopy();
  const manage = useAccountLink("manage");
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The frame renders it closed; opening and closing are the one implementation's, as on the hand-offs.
  useEffect(() => runAccountMenu(root.current!), []);

  return (
    <AccountMenuFrame
      name={displayName(user) ?? common.yourAccount}
      panelId={panelId}
      root={{ ref: root }}
      nameSpan={{ "data-testid": "account-name" }}
      manage={manage}
      // Leaves for the provider's log-out; should that fail, the alert says why.
      logOut={{
        onClick: () => {
          forgetSubscription();
          void auth.logOut();
        },
      }}
    >
      <YourSubscriptions />
      <OwnersReadout />
    </AccountMenuFrame>
  );
}

/** The site's owner's way to the headline experiment's readout. */
function OwnersReadout() {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  const subscriber = useSubscriber();
  if (subscriber.status !== "known" || !subscriber.owner) return null;
  return (
    <li>
      <Link to={href(paths.ownerExperiment)} className={accountMenuItemClass}>
        {common.accountMenu.experiment}
      </Link>
    </li>
  );
}

/** Each subscription of the person, or that they have none, once the model knows. */
function YourSubscriptions() {
  const common = useCommonCopy();
  const subscriber = useSubscriber();
  const words = useHoldingWords();
  if (subscriber.status !== "known") return null;
  return (
    <li className="mb-1 border-b border-line px-3 pt-1 pb-2" data-testid="account-subscriptions">
      {subscriber.holdings.length === 0 ? (
        <p className="text-muted">{common.accountMenu.none}</p>
      ) : (
        <ul className="space-y-2">
          {subscriber.holdings.map((holding) => {
            const { name, price, standing } = words(holding);
            return (
              <li key={holding.id}>
                <span className="font-semibold">{name}</span> · {price}
                <span className="block text-muted">{standing}</span>
                {holding.addedByEmail && <AddedByEmail subscription={holding.id} session={auth} />}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
