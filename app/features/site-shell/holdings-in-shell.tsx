// What the shell says of a signed-in person's subscriptions, in the model's words: the list in the
// account menu and the alert of a failed payment (payment-alert.tsx). Loaded once a person is
// signed in (account-menu.tsx, payment-alert.tsx): a visitor's page never runs it, and the words'
// sentences (holding-sentences.ts) stay out of the code every page loads (docs/architecture.md,
// "The chunks").
import { auth } from "~/shared/auth/use-auth";
import { useAccountLink } from "~/features/hand-off";
import { useCommonCopy } from "~/shared/i18n/locale";
import { useHoldingWords } from "~/shared/subscriber/holding-words";
import { useSubscriber, type Holding } from "~/shared/subscriber/subscriber";
import { AddedByEmail } from "./added-by-email";

/** Each subscription of the person, or that they have none, once the model knows. */
export function YourSubscriptions() {
  const common = useCommonCopy();
  const subscriber = useSubscriber();
  const words = useHoldingWords();
  if (subscriber.status !== "known") return null;
  return (
    <li className="mb-1 border-b border-line px-3 pt-1 pb-2" data-testid="account-subscriptions">
      {subscriber.holdings.length === 0 ? (
        <p className="text-muted">{common.accountMenu.none}</p>
      ) : (
        <ul className="space-y-2">
          {subscriber.holdings.map((holding) => {
            const { name, price, standing } = words(holding);
            return (
              <li key={holding.id}>
                <span className="font-semibold">{name}</span> · {price}
                <span className="block text-muted">{standing}</span>
                {holding.addedByEmail && <AddedByEmail subscription={holding.id} session={auth} />}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** A subscription whose payment failed, under the header, with the way to mend it. */
export function FailingPayment({ holding }: { holding: Holding }) {
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
