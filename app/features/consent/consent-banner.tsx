import { config } from "~/config";
import { useCommonCopy } from "~/shared/i18n/locale";
import { consentAnswer } from "./boot";

/**
 * Asks for analytics consent (Google Consent Mode v2). It is in every prerendered page and shown
 * by the boot script's data-consent-pending flag; it floats over the page's bottom edge, so it
 * never moves the layout, and offers both answers with equal weight. An answer is applied at once,
 * before or after the app has loaded (boot.ts).
 */
export function ConsentBanner() {
  const copy = useCommonCopy().consent;
  if (!config.analytics.consentRequired) return null;

  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto hidden max-w-xl rounded-2xl border border-line bg-white p-4 shadow-2xl in-data-consent-pending:block md:inset-x-auto md:right-6 md:bottom-6"
    >
      <h2 id="consent-title" className="font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.text}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(["denied", "granted"] as const).map((choice) => (
          <button key={choice} type="button" className="button-secondary button-small" {...consentAnswer(choice)}>
            {choice === "granted" ? copy.accept : copy.reject}
          </button>
        ))}
      </div>
    </section>
  );
}
