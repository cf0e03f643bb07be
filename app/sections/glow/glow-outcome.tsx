import { Link } from "react-router";
import { ContactLine } from "~/components/contact-line";
import { glowCopy } from "~/content/glow";
import { paths } from "~/paths";

export function GlowPaid() {
  const copy = glowCopy.paid;
  return (
    <div>
      <p aria-hidden="true" className="text-5xl">
        🎉
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.lede}</p>
      <ol className="mx-auto mt-8 max-w-md list-decimal space-y-3 pl-6 text-left">
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link to={paths.landing} className="button-primary mt-10">
        {copy.action}
      </Link>
      <BillingHelp />
    </div>
  );
}

export function GlowUnpaid() {
  const copy = glowCopy.unpaid;
  return (
    <div>
      <h1 className="text-4xl font-extrabold tracking-tight text-balance">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.lede}</p>
      <Link to={paths.pricing} className="button-primary mt-10">
        {copy.action}
      </Link>
      <BillingHelp />
    </div>
  );
}

function BillingHelp() {
  return <ContactLine lead={glowCopy.help} className="mt-8 text-sm text-muted" />;
}
