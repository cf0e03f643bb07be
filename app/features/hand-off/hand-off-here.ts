// The short way's module: the hand-off on the page pressed on before the app runs, with the identity
// SDK bundled in and fetched at the press (boot.ts); on failure the link is followed.
// Why: docs/decisions/003-press-short-way.md
import { createSiteAuthSession } from "~/shared/auth/identity-client";
import type { HandOffHere } from "./boot";
import { handOffWith } from "./hand-off";

export const handOffHere: HandOffHere = (href, providerReachable) =>
  handOffWith(createSiteAuthSession())(href, providerReachable);
