import { useEffect } from "react";
import { useNavigate } from "react-router";
import { checkoutReturnCopy as copy } from "~/content/checkout-return";
import { recordFailedCheckout } from "~/lib/conversion";
import { paths } from "~/paths";
import { ContinueToGlow, ReturnScreen } from "./return-screen";

/**
 * Body of /failure: records that the visitor has not paid, then replaces itself with /glow, so the
 * back button never lands here again. The destination is fixed, never taken from the URL.
 */
export function CheckoutFailure() {
  const navigate = useNavigate();
  useEffect(() => {
    recordFailedCheckout();
    void navigate(paths.glow, { replace: true });
  }, [navigate]);

  return (
    <ReturnScreen title={copy.leaving}>
      <ContinueToGlow />
    </ReturnScreen>
  );
}
