// Once the app runs and knows who is signed in, its session takes every hand-off press (boot.ts
// asks for it): a signed-in person goes from the page pressed on straight to the checkout, the
// switch or the portal, with the page's one identity client.
import { useEffect } from "react";
import { auth } from "~/shared/auth/use-auth";
import { APP_HAND_OFF_EVENT, type AppHandOffRequest } from "./boot";
import { handOffWith } from "./hand-off";

const answer = (event: Event) => {
  // While the session is still being restored, the press is /signup's, which restores its own.
  if (auth.getSnapshot().status === "loading") return;
  (event as CustomEvent<AppHandOffRequest>).detail.handOff = handOffWith(auth);
};

/** Answers the press control's question while the app runs (from the root). */
export function useAppHandOff(): void {
  useEffect(() => {
    window.addEventListener(APP_HAND_OFF_EVENT, answer);
    return () => window.removeEventListener(APP_HAND_OFF_EVENT, answer);
  }, []);
}
