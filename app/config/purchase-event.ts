// GA4's `purchase` for a confirmed checkout, the same from the browser (/success) and from the
// site's server (the payment webhook, api/): same transaction id, value, currency and variant, so
// GA, which keeps one purchase per transaction id, counts each checkout once whichever side
// reports it. No imports: the API loads it at run time.

/** A checkout the payment provider confirmed, as the API reports it. */
export interface ConfirmedPurchase {
  /** The checkout session's id. */
  transactionId: string;
  offer: string;
  /** In the currency's major unit. */
  value: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export function purchaseParams(purchase: ConfirmedPurchase, variant: string | null) {
  return {
    transaction_id: purchase.transactionId,
    value: purchase.value,
    currency: purchase.currency,
    items: [{ item_id: purchase.offer, item_name: purchase.offer, price: purchase.value, quantity: 1 }],
    variant: variant ?? "none",
  };
}
