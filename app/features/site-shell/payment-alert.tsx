// A failed payment, told on every page while it lasts (docs/product.md, "Mails": the mail tells it
// once, the pages until it is mended): under the header, for a signed-in person whose subscription
// the model says is failing, in its words (holdings-in-shell.tsx), with the way to mend it.
import { lazy, Suspense } from "react";
import { useSubscriber } from "~/shared/subscriber/subscriber";

const FailingPayment = lazy(() => import("./holdings-in-shell").then((module) => ({ default: module.FailingPayment })));

export function PaymentAlert() {
  const subscriber = useSubscriber();
  if (subscriber.status !== "known") return null;
  const failing = subscriber.holdings.find((holding) => holding.standing === "past-due");
  return failing ? (
    <Suspense fallback={null}>
      <FailingPayment holding={failing} />
    </Suspense>
  ) : null;
}
