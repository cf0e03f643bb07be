// The owner's readout, asked of the site's API with the signed-in person's access token once the
// session is known, at the lifts worth having the page's address asks for (asked-lifts.ts), again
// when they change; what the page shows meanwhile, and to anyone who is not the owner.
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { experimentPaths, headlines, type ExperimentReadout } from "~/contracts/experiment-api";
import { apiRequest } from "~/shared/auth/api-request";
import { auth, useAuth } from "~/shared/auth/use-auth";
import { useAfterHydration } from "~/shared/page/use-after-hydration";
import { askedLifts, type AskedLifts } from "./asked-lifts";

export type ReadoutState =
  /** The prerendered page, and hydration: nothing is known. */
  | { kind: "waiting" }
  /** The session, or the API's answer, is on its way. */
  | { kind: "loading" }
  /** Nobody is signed in, or someone who is not the owner: the page is the owner's. */
  | { kind: "not-owner"; signedIn: boolean }
  | { kind: "unavailable" }
  | { kind: "ready"; readout: ExperimentReadout };

/** Only an answer of the readout's shape is one: the page draws from it without further checks. */
function isReadout(value: unknown): value is ExperimentReadout {
  const readout = value as Partial<ExperimentReadout> | null;
  return (
    typeof readout === "object" &&
    readout !== null &&
    Array.isArray(readout.arms) &&
    readout.arms.length === headlines.length &&
    readout.arms.every((arm, index) => arm?.variant === headlines[index] && typeof arm.visitors === "number") &&
    Array.isArray(readout.days) &&
    typeof readout.srm?.alarm === "boolean" &&
    typeof readout.planning?.metrics?.revenuePerVisitor?.margin === "number" &&
    typeof readout.since === "string" &&
    typeof readout.until === "string"
  );
}

export function useExperimentReadout(): { state: ReadoutState; retry: () => void; lifts: AskedLifts } {
  const inBrowser = useAfterHydration(() => true);
  const { status } = useAuth();
  const [search] = useSearchParams();
  const lifts = askedLifts(search);
  const { query } = lifts;
  const [answer, setAnswer] = useState<ReadoutState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== "authenticated") return;
    let current = true;
    const path = query ? `${experimentPaths.readout}?${query}` : experimentPaths.readout;
    void apiRequest<unknown>(auth, "GET", path).then((result) => {
      if (!current) return;
      if (result.ok)
        setAnswer(isReadout(result.value) ? { kind: "ready", readout: result.value } : { kind: "unavailable" });
      else if (result.reason === "forbidden") setAnswer({ kind: "not-owner", signedIn: true });
      else if (result.reason === "signed-out") setAnswer({ kind: "not-owner", signedIn: false });
      else setAnswer({ kind: "unavailable" });
    });
    return () => {
      current = false;
    };
  }, [status, attempt, query]);

  const retry = useCallback(() => {
    setAnswer({ kind: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  const state: ReadoutState = !inBrowser
    ? { kind: "waiting" }
    : status === "anonymous"
      ? { kind: "not-owner", signedIn: false }
      : status === "loading"
        ? { kind: "loading" }
        : (answer ?? { kind: "loading" });
  return { state, retry, lifts };
}
