import { useId } from "react";
import { useCommonCopy } from "~/shared/i18n/locale";
import { handOffAccount } from "./page-account";
import { useAccountLink } from "../hand-off-links";

/**
 * The header's account menu on the hand-off pages, which run without the app: prerendered hidden,
 * with 'Your account' for a name; the page's script shows it with the person's name and runs it
 * once its session knows them (page-account.ts). It looks and reads as the app's menu on every
 * other page (features/site-shell/account-menu.tsx).
 */
export function HandOffAccountMenu() {
  const common = useCommonCopy();
  const manage = useAccountLink("manage");
  const panelId = useId();
  return (
    <div className="relative hidden in-data-signed-in:block" {...{ [handOffAccount.menu]: "" }}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        className="group flex min-h-10 max-w-[8.5rem] items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold xs:max-w-[12rem] md:max-w-[16rem]"
      >
        <span className="sr-only">{common.accountMenu.label}: </span>
        <span className="truncate" {...{ [handOffAccount.name]: "" }}>
          {common.yourAccount}
        </span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0 group-aria-expanded:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden
        className="absolute right-0 mt-2 w-max max-w-[min(18rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-2 text-sm shadow-lg"
      >
        <li>
          <a {...manage} className="block rounded-xl px-3 py-2 font-semibold hover:bg-canvas">
            {common.accountMenu.manage}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="block w-full rounded-xl px-3 py-2 text-left font-semibold hover:bg-canvas"
            {...{ [handOffAccount.logOut]: "" }}
          >
            {common.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
