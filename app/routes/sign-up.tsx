import { useEffect, useRef } from "react";
import { site } from "~/content/site";
import { signUpCopy } from "~/content/sign-up";
import { continueAsVisitor } from "~/lib/auth/auth-state";
import { pageMeta } from "~/lib/seo";
import { parseSignUpRequest } from "~/lib/sign-up-request";
import { paths } from "~/paths";
import { SignUpHandOff } from "~/sections/sign-up/sign-up-hand-off";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${signUpCopy.title} · ${site.name}`,
    description: site.description,
    path: paths.signUp,
    noindex: true,
  });

/**
 * Where sign-up links lead when pressed before the app has loaded: it starts the hosted sign-up
 * (or, for a signed-in visitor with a plan, that plan's checkout) and leaves itself out of the
 * history, so Back returns to the page the visitor pressed on.
 */
export default function SignUp() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { source, choice } = parseSignUpRequest(window.location.search);
    void continueAsVisitor(source, choice, { replace: true });
  }, []);
  return <SignUpHandOff />;
}
