import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { checkoutReturnCopy as copy } from "~/content/checkout-return";
import { recordFailedCheckout } from "~/lib/conversion";
import { paths } from "~/paths";
import { returnLinkClass, ReturnScreen } from "./return-screen";

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
      <p className="mt-3 text-muted">
        <Link to={paths.glow} replace className={returnLinkClass}>
          {copy.continue}
        </Link>
      </p>
    </ReturnScreen>
  );
}
