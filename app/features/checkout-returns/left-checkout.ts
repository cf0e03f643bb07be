// /failure's word to /glow that the visitor left the checkout without paying (its Cancel), carried
// in the navigation's state: /glow then shows what was not paid, even when a subscriber's plan has
// made this browser 'paid' again meanwhile (the subscription's lookup writes hasPaid).
export const leftCheckoutState = { checkout: "left" } as const;

export const leftCheckout = (state: unknown) => (state as { checkout?: unknown } | null)?.checkout === "left";
