import { bootMarks } from "~/contracts/boot-marks";
import type { LandingCopy } from "~/shared/content/copy";
import { around, fill } from "~/shared/content/fill";
import { avatarOf, testimonials } from "~/shared/content/testimonials";
import { useCommonCopy } from "~/shared/i18n/locale";
import { SignUpButton } from "~/features/hand-off";
import { assetUrl } from "~/shared/site/assets";
import { variants } from "~/shared/visitor/variant";

interface HeroProps {
  copy: LandingCopy["hero"];
  /** 'over 1 million', written out for the page's language (features/landing/landing-route.tsx). */
  userClaim: string;
}

export function Hero({ copy: hero, userClaim }: HeroProps) {
  const common = useCommonCopy();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(109,40,217,0.18),transparent_60%)]"
      />
      <div className="section grid items-center gap-12 pt-12 md:grid-cols-[1.1fr_0.9fr] md:pt-20">
        <div>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance xs:text-5xl lg:text-6xl"
          >
            {variants.map((variant) => (
              <span key={variant} {...{ [bootMarks.headline]: variant }}>
                {hero.headlines[variant]}
              </span>
            ))}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted md:text-xl">{hero.lede}</p>
          {/* The button keeps its words on one line; the social proof goes below it when there is no room beside it. */}
          <div className="mt-8 flex flex-col gap-4 xs:flex-row xs:flex-wrap xs:items-center">
            <div className="flex shrink-0 flex-col">
              <SignUpButton source="hero" label={hero.cta} />
            </div>
            <SocialProof text={hero.socialProof} userClaim={userClaim} />
          </div>
          <figure className="mt-10 max-w-md border-l-4 border-sun pl-4">
            <blockquote className="text-lg font-medium italic">
              {fill(common.quote, { text: hero.quote.text })}
            </blockquote>
            <figcaption className="mt-2 text-sm text-muted">— {hero.quote.author}</figcaption>
          </figure>
        </div>
        {/* Beside the words from md up. On a phone it would sit below them, the first screen's largest
            picture on a connection of its own: there the hero is its words, and a lazy picture that is
            not displayed is never fetched (docs/decisions/021-text-first-hero-on-phones.md). */}
        <img
          src={assetUrl("illustrations/hero-wave.svg")}
          alt={hero.imageAlt}
          width={560}
          height={420}
          loading="lazy"
          className="hidden h-auto w-full md:block"
        />
      </div>
    </section>
  );
}

/** 'Loved by **1 million+** users': the claim in bold, wherever the language puts it. */
function SocialProof({ text, userClaim }: { text: string; userClaim: string }) {
  const [before, after] = around(text, "count");
  return (
    <p className="flex min-w-0 items-center gap-3 text-sm text-muted xs:flex-1 xs:basis-56">
      <span className="flex shrink-0 -space-x-2" aria-hidden="true">
        {testimonials.slice(0, 3).map((person) => (
          <img
            key={person.handle}
            src={assetUrl(avatarOf(person))}
            alt=""
            width={32}
            height={32}
            // Low: React then leaves the faces' file out of the head's preloads, so on HTTP/1.1
            // its connection stays free for the app's code (docs/decisions/001-deferred-hydration.md).
            fetchPriority="low"
            className="size-8 shrink-0 rounded-full ring-2 ring-canvas"
          />
        ))}
      </span>
      <span>
        {before}
        <strong className="text-ink">{userClaim}</strong>
        {after}
      </span>
    </p>
  );
}
