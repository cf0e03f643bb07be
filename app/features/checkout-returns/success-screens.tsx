import successScript from "virtual:success-script";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "~/contracts/paths";
import type { CheckoutCopy } from "~/shared/content/copy";
import { useLocalizedPath } from "~/shared/i18n/locale";
import { ContinueToGlow, NoScriptReturn, returnLinkClass, ReturnScreen, ReturnTitle } from "./return-screen";
import { RETRY_CONFIRMATION, SUCCESS_SCREEN } from "./return-markers";
import type { SuccessScreen } from "./success-page";

/**
 * Body of /success: while the site's API asks the payment provider about the checkout in the URL,
 * "confirming" and a way on; a confirmed payment is recorded once and /glow takes the page's place
 * (success-page.ts). Anything else records nothing and says what happened, with a way on; when the
 * provider cannot be reached, a retry asks again. Every screen is in the page; its script shows one.
 */
export function SuccessScreens({ copy }: { copy: CheckoutCopy }) {
  return (
    <ReturnScreen
      noScript={<NoScriptReturn copy={copy.noScript} action={copy.glow.unpaid.action} help={copy.glow.help} />}
    >
      <Screen name="confirming" title={copy.confirming}>
        <ContinueToGlow label={copy.continue} />
      </Screen>
      <Screen name="unreachable" title={copy.unreachable.title}>
        <p className="mt-3 text-muted">{copy.unreachable.body}</p>
        <p className="mt-5">
          <button type="button" className="button-primary" {...{ [RETRY_CONFIRMATION]: "" }}>
            {copy.unreachable.retry}
          </button>
        </p>
      </Screen>
      <Setback name="missing" words={copy.missing} />
      <Setback name="not-completed" words={copy.notCompleted} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: successScript }} />
    </ReturnScreen>
  );
}

function Screen({ name, title, children }: { name: SuccessScreen; title: string; children: ReactNode }) {
  return (
    <div hidden={name !== "confirming"} {...{ [SUCCESS_SCREEN]: name }}>
      <ReturnTitle>{title}</ReturnTitle>
      {children}
    </div>
  );
}

/** No sale to record: what happened, and the way back to the plans. */
function Setback({ name, words }: { name: SuccessScreen; words: CheckoutCopy["missing"] }) {
  const href = useLocalizedPath();
  return (
    <Screen name={name} title={words.title}>
      <p className="mt-3 text-muted">{words.body}</p>
      <p className="mt-5">
        <Link to={href(paths.pricing)} className={returnLinkClass}>
          {words.action}
        </Link>
      </p>
    </Screen>
  );
}
