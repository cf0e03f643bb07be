import type { ReactNode } from "react";
import { paywallOffer, type PaywallPeriod } from "~/content/paywall";
import type { Ticker } from "~/content/tickers";
import { trackEventBeforeLeaving } from "~/lib/analytics";
import { analyticsEvents } from "~/lib/analytics-events";
import { earlyPress, isPlainPress } from "~/lib/boot/press-queue";
import { checkoutLink, goToCheckout } from "~/lib/checkout";

interface UnlockLinkProps {
  ticker: Ticker;
  period: PaywallPeriod;
  className: string;
  children: ReactNode;
}

/**
 * A paywall button: a real link to the payment link, so the browser leaves on the press even
 * before the app has loaded (the boot script then adds the visitor's attribution and records
 * 'Clicked Unlock'); once the app is there, it does both itself.
 */
export function UnlockLink({ ticker, period, className, children }: UnlockLinkProps) {
  const choice = { kind: "paywall", period } as const;
  const price = period === "monthly" ? paywallOffer.monthlyPrice : paywallOffer.yearlyPrice;
  const event = analyticsEvents.clickedUnlock(period, ticker.id, price);
  return (
    <a
      href={checkoutLink(choice)}
      className={className}
      onClick={(press) => {
        if (!isPlainPress(press)) return;
        press.preventDefault();
        void trackEventBeforeLeaving(event).then(() => goToCheckout(choice));
      }}
      {...earlyPress.checkout(event)}
    >
      {children}
    </a>
  );
}
