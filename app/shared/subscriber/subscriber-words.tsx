// Words that depend on what a person has, with neutral ones in their place until the model knows:
// the pricing page's heading and plan buttons, /glow's welcome before the app.
import { useAfterHydration } from "~/shared/page/use-after-hydration";
import { useSubscriber } from "./subscriber";

/**
 * Words that depend on what the person has, and neutral ones in their place until the model knows
 * (`data-subscriber-pending`, set only where a session is being restored): what shows is never
 * taken back, and the element it is in stays where it is, to read and to press. The prerendered
 * page carries both; the app, once it knows, only what it says.
 */
export function SubscriberWords({ said, meanwhile }: { said: string; meanwhile: string }) {
  const hydrated = useAfterHydration(() => true);
  const unknown = useSubscriber().status === "unknown";
  if (hydrated && !unknown) return said;
  return (
    <>
      <span className="in-data-subscriber-pending:hidden">{said}</span>
      <span className="hidden in-data-subscriber-pending:inline">{meanwhile}</span>
    </>
  );
}
