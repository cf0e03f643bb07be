// A checkout in /glow's address (`?session_id=…`), handed on by /success (success-page.ts): where
// Continue was pressed before the provider's answer, or where the browser cannot keep what /success
// recorded across a page load. The app, which the boot script runs for it (app/boot/app-when-needed.ts),
// asks for the answer here: a confirmed payment is recorded in the page that stays, and the address
// becomes the welcome's; anything else leaves plain /glow.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { welcomeQuery } from "./bought-query";
import { confirmCheckout, recordConfirmedPurchase, sessionIdFrom } from "./conversion";

/** Whether a handed-on checkout is still being confirmed (the page shows its wait meanwhile). */
export function useCheckoutHandOver(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const sessionId = sessionIdFrom(search);

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    void confirmCheckout(sessionId).then(async (confirmation) => {
      // A confirmed payment counts even when the visitor has gone on meanwhile.
      const query = confirmation.kind === "confirmed" ? welcomeQuery(confirmation.purchase.offer) : "";
      if (confirmation.kind === "confirmed") await recordConfirmedPurchase(confirmation.purchase);
      if (current) await navigate(pathname + query, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [sessionId, pathname, navigate]);

  return sessionId !== null;
}
