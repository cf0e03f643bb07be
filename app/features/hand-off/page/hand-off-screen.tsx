import type { SignUpCopy } from "~/shared/content/copy";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { HAND_OFF_MESSAGE_ID } from "./hand-off-message";
import { paths } from "~/contracts/paths";
import { PortalLogin, SubscriptionChoice, type ChoiceCopy } from "./subscription-choice";

/**
 * The page's words: /signup's, or /account's in their place (with the reasons its API calls can fail
 * for, and a Log in press's own words, which the script puts in place: login-words.ts).
 */
type HandOffCopy = Omit<SignUpCopy, "account"> & {
  none: string;
  unavailable: string;
  login?: SignUpCopy["account"]["login"];
};

const title = "text-3xl font-extrabold tracking-tight text-balance";

/**
 * What the /signup (and /account) page shows while its script sends the visitor on
 * (page-hand-off.ts): a short 'Taking you to sign-up…', plain words without
 * JavaScript, and, when the visitor could not be sent on, why (written by the script) with a way on. Static: the script, not the app,
 * decides which part shows (<html data-hand-off>).
 */
export function SignUpHandOff({ copy: signUpCopy, choice }: { copy: HandOffCopy; choice: ChoiceCopy | null }) {
  const pricing = useLocalizedPath()(paths.pricing);
  // The reasons it can name, in the page's words, for the script to write (page-hand-off.ts).
  const { authAlert } = useCommonCopy();
  const reasons = Object.entries(authAlert).filter(([key]) => key !== "title" && key !== "dismiss");
  return (
    <div className="section grid min-h-[28rem] place-items-center text-center">
      <div className="max-w-lg">
        <div
          className="hidden in-data-js:block in-data-[hand-off=choose]:hidden in-data-[hand-off=failed]:hidden"
          aria-live="polite"
        >
          <h1 className={title} data-login={signUpCopy.login?.title}>
            {signUpCopy.title}
          </h1>
          <p className="mt-4 text-lg text-muted" data-login={signUpCopy.login?.text}>
            {signUpCopy.text}
          </p>
        </div>
        <div className="hidden in-data-[hand-off=failed]:block">
          <h1 className={title} data-login={signUpCopy.login?.failedTitle}>
            {signUpCopy.failedTitle}
          </h1>
          {/* The script writes the reason here, maybe before React hydrates: React leaves its inside alone. */}
          <p
            id={HAND_OFF_MESSAGE_ID}
            {...Object.fromEntries(reasons.map(([reason, words]) => [`data-${reason}`, words]))}
            data-none={signUpCopy.none}
            data-unavailable={signUpCopy.unavailable}
            role="alert"
            className="mt-4 text-lg text-muted"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: "" }}
          />
          {choice && <PortalLogin copy={choice} />}
          <p className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
            {/* The same request again: this page's own address. */}
            <a href="" className="button-primary">
              {signUpCopy.retry}
            </a>
            <a href={pricing} className="button-secondary">
              {signUpCopy.back}
            </a>
          </p>
        </div>
        {choice && <SubscriptionChoice copy={choice} />}
        <noscript>
          <h1 className={title}>{signUpCopy.noScriptTitle}</h1>
          <p className="mt-4 text-lg text-muted">{signUpCopy.noScriptText}</p>
          <p className="mt-8">
            <a href={pricing} className="button-secondary">
              {signUpCopy.back}
            </a>
          </p>
        </noscript>
      </div>
    </div>
  );
}
