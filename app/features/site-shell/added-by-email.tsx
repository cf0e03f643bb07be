import { useState } from "react";
import type { AuthSession } from "~/shared/auth/auth-session";
import { useCommonCopy } from "~/shared/i18n/locale";
import { subscriberApi } from "~/shared/subscriber/subscriber-api";
import { loadSubscription } from "~/shared/subscriber/subscription-state";

/**
 * Beside a subscription added to the person's account only because it was bought with their email
 * (somebody may have typed it at a payment link's checkout): says so, and lets them say it is not
 * theirs, which unlinks it for good (api/subscribers/subscriber-routes.ts, `notMine`).
 */
export function AddedByEmail({
  subscription,
  session,
}: {
  subscription: string;
  session: Pick<AuthSession, "accessToken">;
}) {
  const { accountMenu } = useCommonCopy();
  const [state, setState] = useState<"idle" | "working" | "failed">("idle");

  async function disown() {
    setState("working");
    const answer = await subscriberApi.notMine(session, { subscription });
    // Not there to remove (an earlier press removed it): what they have is read afresh all the same.
    if (!answer.ok && answer.reason !== "none") return setState("failed");
    await loadSubscription(session, { fresh: true });
  }

  return (
    <span className="block text-muted">
      {accountMenu.addedByEmail}{" "}
      <button
        type="button"
        className="underline underline-offset-2 hover:text-ink disabled:opacity-60"
        aria-busy={state === "working" || undefined}
        disabled={state === "working"}
        onClick={() => void disown()}
      >
        {accountMenu.notMine}
      </button>
      {state === "failed" && (
        <span role="alert" className="block">
          {accountMenu.notMineFailed}
        </span>
      )}
    </span>
  );
}
