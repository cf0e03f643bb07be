// Amounts of money as a language writes them: '$6', '4,99 €', 'R$ 24,90', '￥900'. Whole amounts
// drop the cents ('$6', not '$6.00'); others keep the currency's usual digits.
import type { Currency } from "../contracts/locales.ts";

export function formatMoney(amount: number, currency: Currency, languageTag: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(languageTag, {
    style: "currency",
    currency,
    ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(amount);
}

/** A whole percentage as the language writes it: '50%', '50 %'. */
export function formatPercent(percent: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { style: "percent" }).format(percent / 100);
}
