// What a campaign code looks like wherever the site carries one: in a page's address
// (`?code=LAUNCH20`), in this tab's storage, in a payment link (`prefilled_promo_code`) and in the
// request for a signed-in person's checkout (app/catalogue/campaign-codes.ts has the codes). No imports.

/** Letters, digits, `-` and `_`, as the payment provider allows a promotion code. */
export const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The code as it is compared and carried: upper case (the provider matches codes whatever the case). */
export const normalizedCode = (code: string) => code.toUpperCase();

/** The query parameter a campaign's link carries its code in. */
export const CODE_PARAM = "code";
