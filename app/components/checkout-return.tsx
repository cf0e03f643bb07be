import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { recordCheckoutOutcome, type CheckoutOutcome } from "~/lib/conversion";
import { paths } from "~/paths";

/**
 * Body of /success and /failure: records the outcome, then replaces itself with /glow, so the
 * back button never lands here again. The destination is fixed, never taken from the URL.
 */
export function CheckoutReturn({ outcome }: { outcome: CheckoutOutcome }) {
  const navigate = useNavigate();
  useEffect(() => {
    recordCheckoutOutcome(outcome, new URLSearchParams(window.location.search).get("session_id"));
    void navigate(paths.glow, { replace: true });
  }, [outcome, navigate]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 text-center">
      <div>
        <h1 className="text-2xl font-extrabold">
          {outcome === "paid" ? "Confirming your payment…" : "Taking you back…"}
        </h1>
        <p className="mt-3 text-muted">
          <Link to={paths.glow} replace className="font-semibold text-brand underline underline-offset-4">
            Continue
          </Link>
        </p>
      </div>
    </main>
  );
}
