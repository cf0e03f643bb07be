// A failed payment, told on every page while it lasts (docs/product.md, "Mails": the mail tells it
// once, the pages until it is mended): under the header, for a signed-in person whose subscription
// the model says is failing, in its words, with the way to mend it.
import { useAccountLink } from "~/features/hand-off";
import { useCommonCopy } from "~/shared/i18n/locale";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { useSubscriber, type Holding } from "~/shared/subscriber/subscriber";

function FailingPayment({ holding }: { holding: Holding }) {
  const common = useCommonCopy();
  const manage = useAccountLink("manage", holding.id);
  const { name, standing } = useHoldingWords()(holding);
  return (
    <div
      role="status"
      data-testid="payment-alert"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950"
    >
      <strong className="font-semibold">{name}</strong> · {standing}.{" "}
      <a {...manage} className="font-semibold underline underline-offset-2">
        {common.accountMenu.manage}
      </a>
    </div>
  );
}

export function PaymentAlert() {
  const subscriber = useSubscriber();
  if (subscriber.status !== "known") return null;
  const failing = subscriber.holdings.find((holding) => holding.standing === "past-due");
  return failing ? <FailingPayment holding={failing} /> : null;
}
