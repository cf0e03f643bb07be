import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { checkoutReturnCopy as copy } from "~/content/checkout-return";
import { recordFailedCheckout } from "~/lib/conversion";
import { paths } from "~/paths";

/** The shell of /success and /failure: a message, and a way on. */
export function ReturnScreen({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 text-center">
      <div aria-live="polite" className="max-w-md">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const returnLinkClass = "font-semibold text-brand underline underline-offset-4";

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
