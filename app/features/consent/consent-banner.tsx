import { config } from "~/config";
import { bannerProps } from "~/shared/page/banner-focus";
import { useCommonCopy } from "~/shared/i18n/locale";
import { consentAnswer } from "./boot";

/**
 * Asks for analytics consent (Google Consent Mode v2). It is in every prerendered page and shown
 * by the boot script's data-consent-pending flag, at the foot of the screen
 * (features/site-shell/page-banners.tsx), and offers both answers with equal weight. An answer is applied at once,
 * before or after the app has loaded (boot.ts).
 */
export function ConsentBanner() {
  const copy = useCommonCopy().consent;
  if (!config.analytics.consentRequired) return null;

  return (
    <section
      aria-labelledby="consent-title"
      data-consent-banner
      // Focused when "Cookie settings" shows it again (boot.ts), or once the language offer is answered.
      {...bannerProps}
      className="banner in-data-consent-pending:block"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The title runs into the text, so the banner takes few lines of a phone's screen. */}
        <div className="flex-1 basis-64 text-xs/5 text-muted">
          <h2 id="consent-title" className="inline font-bold text-ink">
            {copy.title}
          </h2>{" "}
          <p className="inline">{copy.text}</p>
        </div>
        <div className="grid flex-1 basis-48 grid-cols-2 gap-2">
          {(["denied", "granted"] as const).map((choice) => (
            <button key={choice} type="button" className="button-secondary button-small" {...consentAnswer(choice)}>
              {choice === "granted" ? copy.accept : copy.reject}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** "Cookie settings", in every footer where consent is asked: shows the banner again (boot.ts). */
export function ConsentSettingsButton({ className }: { className: string }) {
  const copy = useCommonCopy().consent;
  if (!config.analytics.consentRequired) return null;
  return (
    <button type="button" className={className} {...consentAnswer("ask")}>
      {copy.settings}
    </button>
  );
}
