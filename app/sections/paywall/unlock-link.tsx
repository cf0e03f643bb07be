import { useEffect, useState, type ReactNode } from "react";
import { paywallOffer, type PaywallPeriod } from "~/content/paywall";
import type { Ticker } from "~/content/tickers";
import { analyticsEvents } from "~/lib/analytics-events";
import { useAuth } from "~/lib/auth/use-auth";
import { checkoutLink, checkoutUrl } from "~/lib/checkout";
import { pageControl } from "~/lib/page-controls";

interface UnlockLinkProps {
  ticker: Ticker;
  period: PaywallPeriod;
  className: string;
  children: ReactNode;
}

/**
 * A paywall button: a real link to the payment link, so the browser leaves on the press even
 * before the app has loaded. The boot script adds the visitor's attribution to it before the first
 * paint and records 'Clicked Unlock' on the press (lib/page-controls.ts); once the app knows a
 * signed-in visitor, the link carries their email too.
 */
export function UnlockLink({ ticker, period, className, children }: UnlockLinkProps) {
  const choice = { kind: "paywall", period } as const;
  const price = period === "monthly" ? paywallOffer.monthlyPrice : paywallOffer.yearlyPrice;
  const { user } = useAuth();
  const [href, setHref] = useState(() => checkoutLink(choice));
  // After hydration, so the prerendered link and the first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHref(checkoutUrl(choice, user?.email)), [period, user?.email]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <a
      href={href}
      className={className}
      {...pageControl.checkoutLink(analyticsEvents.clickedUnlock(period, ticker.id, price))}
    >
      {children}
    </a>
  );
}
