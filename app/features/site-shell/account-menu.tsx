import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { auth, displayName, type AuthState } from "~/shared/auth/use-auth";
import { Link } from "react-router";
import { paths } from "~/contracts/paths";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { useAccountLink } from "~/features/hand-off";
import { forgetSubscription } from "~/shared/subscriber/subscription-state";
import { useSubscriber } from "~/shared/subscriber/subscriber";
import { runAccountMenu } from "~/shared/ui/account-menu-disclosure";
import { AccountMenuFrame, accountMenuItemClass } from "~/shared/ui/account-menu-frame";

// Loaded as the menu first renders, well before the person's subscriptions are known (holdings-in-shell.tsx).
const YourSubscriptions = lazy(() =>
  import("./holdings-in-shell").then((module) => ({ default: module.YourSubscriptions })),
);

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
      <Suspense fallback={null}>
        <YourSubscriptions />
      </Suspense>
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
