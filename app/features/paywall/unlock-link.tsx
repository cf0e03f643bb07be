import { useEffect, useState, type ReactNode } from "react";
import type { PaywallPeriod } from "~/shared/content/paywall";
import type { Ticker } from "~/shared/content/tickers";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { useAuth } from "~/shared/auth/use-auth";
import { checkoutLink, checkoutUrl } from "~/shared/payment-links/payment-link";
import { useLocale } from "~/shared/i18n/locale";
import { pageControl } from "~/shared/page-controls";

interface UnlockLinkProps {
  ticker: Ticker;
  period: PaywallPeriod;
  /** What it costs a month, for the 'Clicked Unlock' event. */
  value: { price: number; currency: string };
  className: string;
  children: ReactNode;
}

/**
 * A paywall button: a real link to the payment link, so the browser leaves on the press even
 * before the app has loaded. The boot script adds the visitor's attribution to it before the first
 * paint and records 'Clicked Unlock' on the press (shared/page-controls.ts); once the app knows a
 * signed-in visitor, the link carries their email too.
 */
export function UnlockLink({ ticker, period, value, className, children }: UnlockLinkProps) {
  const choice = { kind: "paywall", period } as const;
  const locale = useLocale();
  const { user } = useAuth();
  const [href, setHref] = useState(() => checkoutLink(choice, locale));
  // After hydration, so the prerendered link and the first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHref(checkoutUrl(choice, locale, user?.email)), [period, locale, user?.email]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <a
      href={href}
      className={className}
      {...pageControl.checkoutLink(analyticsEvents.clickedUnlock(period, ticker.id, value.price, value.currency))}
    >
      {children}
    </a>
  );
}
