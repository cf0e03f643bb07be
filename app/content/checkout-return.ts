// The words of the checkout's return pages: /success while it confirms the payment with the
// provider (and when it cannot), and /failure on its way to /glow.
export const checkoutReturnCopy = {
  confirming: "Confirming your payment…",
  leaving: "Taking you back…",
  continue: "Continue",
  missing: {
    title: "We could not find that payment",
    body: "This page confirms a checkout when the payment page sends you here, and this link does not name one we know. If you paid, your receipt email has the details.",
    action: "See the plans",
  },
  notCompleted: {
    title: "Your checkout was not completed",
    body: "No payment was taken. You can pick a plan and try again whenever you like.",
    action: "Back to the plans",
  },
  unreachable: {
    title: "We could not confirm your payment yet",
    body: "Your payment is safe, but we could not reach the payment provider just now. Try again in a moment.",
    retry: "Try again",
  },
} as const;
