import type { ReactNode } from "react";
import type { PaywallPeriod } from "~/catalogue/paywall";
import type { Ticker } from "~/shared/content/tickers";
import { signUpLinkHref } from "~/features/hand-off";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { useAuth } from "~/shared/auth/use-auth";
import { useLocale } from "~/shared/i18n/locale";
import { checkoutLink } from "~/shared/payment-links/payment-link";
import { paymentLink } from "~/shared/payment-links/payment-link-control";

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
 * before the app has loaded. The boot script writes the visitor's attribution into its href before
 * the first paint and records 'Clicked Unlock' on the press; for somebody signed in (or with a
 * session to restore) it points at the hand-off instead, whose checkout the site's API makes on
 * their own customer (shared/payment-links/payment-link-control.ts).
 */
export function UnlockLink({ ticker, period, value, className, children }: UnlockLinkProps) {
  const { user } = useAuth();
  const event = analyticsEvents.clickedUnlock(period, ticker.id, value.price, value.currency);
  const choice = { kind: "paywall", period } as const;
  const locale = useLocale();
  const href = checkoutLink(choice, locale);
  const signedIn = { href: signUpLinkHref({ source: "paywall", choice }, locale), paymentHref: href };
  return (
    <a href={href} className={className} {...paymentLink(event, { personKnown: !!user, signedIn })}>
      {children}
    </a>
  );
}
