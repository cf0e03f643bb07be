import { signUpCta } from "~/content/landing";
import { SignUpButton } from "~/components/sign-up-button";

export function SignUpCta() {
  return (
    <section aria-labelledby="sign-up-title" className="px-5 md:px-8">
      <div className="mx-auto max-w-4xl rounded-3xl bg-ink px-6 py-14 text-center text-white md:px-16">
        <h2 id="sign-up-title" className="section-title">
          {signUpCta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">{signUpCta.text}</p>
        <div className="mt-8">
          <SignUpButton source="sign-up-cta" label={signUpCta.button} />
        </div>
      </div>
    </section>
  );
}
