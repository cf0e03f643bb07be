import signUpScript from "virtual:sign-up-script";
import { site } from "~/shared/site/site";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { identityProbeUrl } from "~/shared/auth/identity-client";
import type { PageHandle } from "~/shared/site/page-handle";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { paths } from "~/contracts/paths";
import { unlocalizedPath } from "~/contracts/locales";
import { SignUpHandOff } from "./hand-off-screen";
import type { Route } from "./+types/hand-off-route";

// Runs at build time (the page is prerendered in each language): /signup's words, or /account's.
export function loader({ request }: Route.LoaderArgs) {
  const { account, ...signUp } = pageCopy(requestLocale(request), "signUp");
  const isAccount = unlocalizedPath(new URL(request.url).pathname) === paths.account;
  const { choose, portalLogin, portalLoginAction, ...accountWords } = account;
  return {
    copy: isAccount
      ? { ...signUp, ...accountWords }
      : { ...signUp, none: account.none, unavailable: account.unavailable },
    choice: isAccount ? { choose, portalLogin, portalLoginAction } : null,
    isAccount,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(rootDataOf(matches), {
    title: `${loaderData.copy.title} · ${site.name}`,
    description: rootDataOf(matches).common.description,
    path: loaderData.isAccount ? paths.account : paths.signUp,
    noindex: true,
  });

// The hand-off asks whether the identity provider answers: asked from <head>, the answer is in by
// the time the page's script has arrived.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: identityProbeUrl(), as: "fetch", crossOrigin: "anonymous" },
];

/** The page does its work with its own script: React Router's scripts are left out, the app never loads. */
export const handle: PageHandle = { hydrate: false };

/**
 * Where every sign-up and plan link leads. The page carries its own script (the hand-off and the
 * identity SDK, page-hand-off.ts), inline and run at once; the app never runs here, in
 * development either (its `handle`, above).
 */
export default function SignUp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SignUpHandOff copy={loaderData.copy} choice={loaderData.choice} />
      {/* The prerendered page holds the script; the app's copy of this element is empty (scripts/vite/inline-scripts-plugin.ts). */}
      <script type="module" async suppressHydrationWarning dangerouslySetInnerHTML={{ __html: signUpScript }} />
    </>
  );
}
