import { tryForFree } from "~/content/landing";
import { SignUpButton } from "~/components/sign-up-button";

export function TryForFree() {
  return (
    <section aria-labelledby="try-title" className="bg-soft">
      <div className="section text-center">
        <h2 id="try-title" className="section-title">
          {tryForFree.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{tryForFree.text}</p>
        <div className="mt-8">
          <SignUpButton source="try-for-free" label={tryForFree.cta} />
        </div>
      </div>
    </section>
  );
}
