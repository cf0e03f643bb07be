import { useEffect, useState, type ReactNode } from "react";
import { offerId } from "~/content/offers";
import { paywallOffer, type PaywallPeriod } from "~/content/paywall";
import type { Ticker } from "~/content/tickers";
import { trackEventBeforeLeaving } from "~/lib/analytics";
import { analyticsEvents } from "~/lib/analytics-events";
import { checkoutEmail } from "~/lib/auth/auth-state";
import { earlyPress } from "~/lib/boot/press-queue";
import { checkoutLink, checkoutUrl, goToCheckout } from "~/lib/checkout";
import { usePress } from "~/lib/use-press";

interface UnlockLinkProps {
  ticker: Ticker;
  period: PaywallPeriod;
  className: string;
  children: ReactNode;
}

/**
 * A paywall button: a real link to the payment link, so the browser leaves on the press even
 * before the app has loaded (the boot script then adds the visitor's attribution and records
 * 'Clicked Unlock'). Once the app is there, it does both itself, with the email of a signed-in
 * visitor (waiting, busy, while a session is restored), and the link opened in a new tab carries
 * the attribution too.
 */
export function UnlockLink({ ticker, period, className, children }: UnlockLinkProps) {
  const choice = { kind: "paywall", period } as const;
  const action = `unlock-${offerId(choice)}`;
  const price = period === "monthly" ? paywallOffer.monthlyPrice : paywallOffer.yearlyPrice;
  const event = analyticsEvents.clickedUnlock(period, ticker.id, price);
  const [href, setHref] = useState(() => checkoutLink(choice));
  // After hydration, so the prerendered link and the first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHref(checkoutUrl(choice)), [period]); // eslint-disable-line react-hooks/exhaustive-deps

  const press = usePress(async () => {
    const [email] = await Promise.all([checkoutEmail(), trackEventBeforeLeaving(event)]);
    goToCheckout(choice, email);
    return true;
  }, action);

  return (
    <a href={href} className={className} {...press} {...earlyPress.checkout(event, action)}>
      {children}
    </a>
  );
}
