import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { recordFailedCheckout } from "~/features/checkout/conversion";
import { paths } from "~/contracts/paths";
import { ContinueToGlow, ReturnScreen } from "./return-screen";

/**
 * Body of /failure: records that the visitor has not paid, then replaces itself with /glow, so the
 * back button never lands here again. The destination is fixed, never taken from the URL.
 */
export function CheckoutFailure({ copy }: { copy: CheckoutCopy }) {
  const navigate = useNavigate();
  const glow = useLocalizedPath()(paths.glow);
  useEffect(() => {
    recordFailedCheckout();
    void navigate(glow, { replace: true });
  }, [navigate, glow]);

  return (
    <ReturnScreen title={copy.leaving}>
      <ContinueToGlow label={copy.continue} />
    </ReturnScreen>
  );
}
