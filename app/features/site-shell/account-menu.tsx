import { useEffect, useId, useRef, useState } from "react";
import { auth, displayName, type AuthState } from "~/shared/auth/use-auth";
import { Link } from "react-router";
import { paths } from "~/contracts/paths";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { useAccountLink } from "~/features/hand-off";
import { forgetSubscription } from "~/shared/subscriber/subscription-state";
import { useSubscriber } from "~/shared/subscriber/subscriber";
import { useHoldingWords } from "~/shared/subscriber/holding-words";

/**
 * The signed-in person in the header: their name on a button that opens a short menu — what they
 * have (each subscription, its price and where it stands, as the model says), the owner's
 * headline experiment, Manage subscription (the provider's portal, through the /account hand-off)
 * and Log out. A disclosure
 * (not an ARIA menu): its items are a link and a button in the Tab order; Escape or a press
 * elsewhere closes it. The name is cut short to keep the header on one line at 320 px.
 */
export function AccountMenu({ user }: { user: AuthState["user"] }) {
  const common = useCommonCopy();
  const manage = useAccountLink("manage");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-10 max-w-[8.5rem] items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold xs:max-w-[12rem] md:max-w-[16rem]"
      >
        <span className="sr-only">{common.accountMenu.label}: </span>
        <span className="truncate" data-testid="account-name">
          {displayName(user) ?? common.yourAccount}
        </span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-3 shrink-0 ${open ? "rotate-180" : ""}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-max max-w-[min(18rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-2 text-sm shadow-lg"
      >
        <YourSubscriptions />
        <OwnersReadout onOpen={() => setOpen(false)} />
        <li>
          <a {...manage} className="block rounded-xl px-3 py-2 font-semibold hover:bg-canvas">
            {common.accountMenu.manage}
          </a>
        </li>
        <li>
          {/* Leaves for the provider's log-out; should that fail, the alert says why. */}
          <button
            type="button"
            className="block w-full rounded-xl px-3 py-2 text-left font-semibold hover:bg-canvas"
            onClick={() => {
              forgetSubscription({ loggedOut: true });
              void auth.logOut();
            }}
          >
            {common.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The site's owner's way to the headline experiment's readout. */
function OwnersReadout({ onOpen }: { onOpen: () => void }) {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  const subscriber = useSubscriber();
  if (subscriber.status !== "known" || !subscriber.owner) return null;
  return (
    <li>
      <Link
        to={href(paths.ownerExperiment)}
        onClick={onOpen}
        className="block rounded-xl px-3 py-2 font-semibold hover:bg-canvas"
      >
        {common.accountMenu.experiment}
      </Link>
    </li>
  );
}

/** Each subscription of the person, or that they have none, once the model knows. */
function YourSubscriptions() {
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
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
