import { SignUpButton } from "~/features/hand-off";
import type { SignUpSource } from "~/shared/analytics/analytics-events";

interface CallToActionProps {
  /** Id of the heading, which names the section. */
  titleId: string;
  /** Where the sign-up came from, for analytics. */
  source: SignUpSource;
  copy: { title: string; text: string; button: string };
  /** 'card': a dark card set into the page; 'band': a soft band across the page. */
  look: "card" | "band";
}

const looks = {
  card: {
    section: "px-5 md:px-8",
    box: "mx-auto max-w-4xl rounded-3xl bg-ink px-6 py-14 text-center text-white md:px-16",
    text: "text-white/85",
  },
  band: { section: "bg-soft", box: "section text-center", text: "text-muted" },
};

/** A landing-page section that asks the visitor to sign up: a heading, a line of copy and a button. */
export function CallToAction({ titleId, source, copy, look }: CallToActionProps) {
  const classes = looks[look];
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <div className={classes.box}>
        <h2 id={titleId} className="section-title">
          {copy.title}
        </h2>
        <p className={`mx-auto mt-4 max-w-xl text-lg ${classes.text}`}>{copy.text}</p>
        <div className="mt-8">
          <SignUpButton source={source} label={copy.button} />
        </div>
      </div>
    </section>
  );
}
