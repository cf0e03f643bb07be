import { Link, useLocation } from "react-router";
import { signUpCopy } from "~/content/sign-up";
import { useAuth } from "~/lib/auth/auth-state";
import { paths } from "~/paths";

/**
 * What the /signup page shows while it sends the visitor on: a short 'Taking you to sign-up…'
 * when JavaScript runs, plain words when it does not, and a way on when sign-up failed (the
 * header's alert says why).
 */
export function SignUpHandOff() {
  const { error, status } = useAuth();
  const { search } = useLocation();
  return (
    <div className="section grid min-h-[28rem] place-items-center text-center">
      <div className="max-w-lg">
        <div className="hidden in-data-js:block" aria-live="polite" aria-busy={!error}>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            {status === "authenticated" ? signUpCopy.checkoutTitle : signUpCopy.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{signUpCopy.text}</p>
        </div>
        <noscript>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">{signUpCopy.noScriptTitle}</h1>
          <p className="mt-4 text-lg text-muted">{signUpCopy.noScriptText}</p>
        </noscript>
        {error && (
          <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
            <a href={`${paths.signUp}${search}`} className="button-primary">
              {signUpCopy.retry}
            </a>
            <Link to={paths.pricing} className="button-secondary">
              {signUpCopy.back}
            </Link>
          </div>
        )}
        <noscript>
          <p className="mt-8">
            <a href={paths.pricing} className="button-secondary">
              {signUpCopy.back}
            </a>
          </p>
        </noscript>
      </div>
    </div>
  );
}
