import { lazy, Suspense } from "react";
import { useAuth } from "~/shared/auth/use-auth";

// What each error means is loaded when one is to be shown: it is rare, and every page's first
// download would otherwise carry the table.
const AuthFailureAlert = lazy(() => import("./auth-failure-alert"));

/** A sign-in error, shown until dismissed (auth-failure-alert.tsx). */
export function AuthAlert() {
  const { error } = useAuth();
  if (error === undefined) return null;
  return (
    <Suspense fallback={null}>
      <AuthFailureAlert error={error} />
    </Suspense>
  );
}
