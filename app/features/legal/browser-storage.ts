// What the site keeps in the visitor's browser, for the privacy policy: its own keys
// (app/shared/browser/storage.ts), the identity SDK's (its cache in localStorage, its session cookies, its
// login transaction; app/shared/auth/identity-client.ts) and Google Analytics' cookies, which only
// a build with a measurement id sets, and only after consent; and the tab's scroll positions
// (app/shared/page/scroll-positions.ts). Each language's words for them are in
// its copy (privacy.storage).
import { storageKeys, type StorageArea } from "~/shared/browser/storage";
import { SCROLL_POSITIONS_KEY } from "~/shared/page/scroll-positions";
import type { SiteConfig } from "~/config";

export type StoragePlace = "local" | "session" | "cookie";
export type Kept = "untilDeleted" | "untilLogOut" | "tab" | "day" | "twoYears";
export type StorageItemId =
  keyof typeof storageKeys | "scrollPositions" | "authCache" | "authSession" | "authTransaction" | "analytics";

export interface StorageItem {
  id: StorageItemId;
  /** What the browser's developer tools show. */
  names: string[];
  place: StoragePlace;
  kept: Kept;
}

/** The site's own keys, with where each lives (sessionStorage: one visit's, one tab's). */
const ownKeys: Record<keyof typeof storageKeys, StorageArea> = {
  userId: "localStorage",
  hasPaid: "localStorage",
  version: "localStorage",
  firstVersion: "localStorage",
  withdrawal: "localStorage",
  consent: "localStorage",
  language: "localStorage",
  tabLanguage: "sessionStorage",
  conversions: "localStorage",
  arrivalUtm: "sessionStorage",
  arrivalCode: "sessionStorage",
  sessionHint: "localStorage",
  loginCallback: "sessionStorage",
  justConfirmed: "sessionStorage",
};

export function browserStorage(config: Pick<SiteConfig, "auth" | "analytics">): StorageItem[] {
  const own = (Object.keys(ownKeys) as (keyof typeof storageKeys)[]).map((id): StorageItem =>
    ownKeys[id] === "sessionStorage"
      ? { id, names: [storageKeys[id]], place: "session", kept: "tab" }
      : { id, names: [storageKeys[id]], place: "local", kept: id === "sessionHint" ? "untilLogOut" : "untilDeleted" },
  );
  const client = config.auth.clientId;
  return [
    ...own,
    { id: "scrollPositions", names: [SCROLL_POSITIONS_KEY], place: "session", kept: "tab" },
    { id: "authCache", names: [`@@auth0spajs@@::${client}::…`], place: "local", kept: "untilLogOut" },
    {
      id: "authSession",
      names: [`auth0.${client}.is.authenticated`, `_legacy_auth0.${client}.is.authenticated`],
      place: "cookie",
      kept: "day",
    },
    { id: "authTransaction", names: [`a0.spajs.txs.${client}`], place: "session", kept: "tab" },
    ...(config.analytics.measurementId
      ? [
          {
            id: "analytics",
            names: ["_ga", `_ga_${config.analytics.measurementId.replace(/^G-/, "")}`],
            place: "cookie",
            kept: "twoYears",
          } satisfies StorageItem,
        ]
      : []),
  ];
}
