import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "~/contracts/paths";
import type { CheckoutCopy } from "~/shared/content/copy";
import { site } from "~/shared/site";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { pageCopy, requestLocale } from "~/shared/i18n/page-copy";
import { pageMeta, rootDataOf } from "~/shared/seo/seo";
import { confirmCheckout, recordConfirmedPurchase, sessionIdFrom, type Confirmation } from "./conversion";
import { ContinueToGlow, NoScriptReturn, returnLinkClass, ReturnScreen } from "./return-screen";
import { welcomeQuery } from "./bought-query";
import type { Route } from "./+types/success-route";

// The hosted checkout returns to one address for every language; before this page is painted, the
// boot script sends a visitor whose tab showed another language on to it in that language
// (features/languages/boot.ts, returnInChosenLanguage).

// Runs at build time (the page is prerendered in each language).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: pageCopy(requestLocale(request), "checkout") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(root, {
    title: `${loaderData.copy.successPageTitle} · ${site.name}`,
    description: root.common.description,
    path: paths.success,
    noindex: true,
  });
};

export default function Success({ loaderData }: Route.ComponentProps) {
  return <PaymentConfirmation copy={loaderData.copy} />;
}

type Shown = "confirming" | Exclude<Confirmation["kind"], "confirmed">;

/**
 * Body of /success: asks the site's API whether the payment provider confirms the checkout in the
 * URL. Confirmed → recorded once, then /glow (replacing this page, so back never lands here again).
 * Anything else records nothing and says what happened, with a way on; when the provider cannot be
 * reached, a retry asks again.
 */
export function PaymentConfirmation({ copy }: { copy: CheckoutCopy }) {
  const navigate = useNavigate();
  const href = useLocalizedPath();
  const glow = href(paths.glow);
  const [shown, setShown] = useState<Shown>("confirming");
  /** Bumped by the retry button: each attempt asks the API again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void confirmCheckout(sessionIdFrom(window.location.search)).then((confirmation) => {
      // A confirmed payment counts even when the visitor has already gone on with Continue (once
      // per session, however often it is recorded); only what this page shows waits for it.
      if (confirmation.kind === "confirmed") recordConfirmedPurchase(confirmation.purchase);
      if (!current) return; // an unmounted page, or a newer attempt
      if (confirmation.kind !== "confirmed") return setShown(confirmation.kind);
      // What was bought decides /glow's welcome (bought-query.ts).
      void navigate(glow + welcomeQuery(confirmation.purchase.offer), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [attempt, navigate, glow]);

  const retry = () => {
    setShown("confirming");
    setAttempt((count) => count + 1);
  };

  if (shown === "confirming") {
    return (
      <ReturnScreen
        title={copy.confirming}
        noScript={<NoScriptReturn copy={copy.noScript} action={copy.glow.unpaid.action} help={copy.glow.help} />}
      >
        <ContinueToGlow label={copy.continue} />
      </ReturnScreen>
    );
  }
  if (shown === "unreachable") {
    return (
      <ReturnScreen title={copy.unreachable.title}>
        <p className="mt-3 text-muted">{copy.unreachable.body}</p>
        <p className="mt-5">
          <button type="button" onClick={retry} className="button-primary">
            {copy.unreachable.retry}
          </button>
        </p>
      </ReturnScreen>
    );
  }
  const { title, body, action } = shown === "missing" ? copy.missing : copy.notCompleted;
  return (
    <ReturnScreen title={title}>
      <p className="mt-3 text-muted">{body}</p>
      <p className="mt-5">
        <Link to={href(paths.pricing)} className={returnLinkClass}>
          {action}
        </Link>
      </p>
    </ReturnScreen>
  );
}
