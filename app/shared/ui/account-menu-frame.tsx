import type { ComponentProps, ReactNode } from "react";
import { useCommonCopy } from "~/shared/i18n/locale";

/** The look of each of the menu's items: a link or a button on a line of its own. */
export const accountMenuItemClass = "block w-full rounded-xl px-3 py-2 text-left font-semibold hover:bg-canvas";

/** A marker a page's own script finds the part by. */
type Markers = { [attribute: `data-${string}`]: string };

interface AccountMenuFrameProps {
  /** The person's name on the button; cut short to keep the header on one line at 320 px. */
  name: ReactNode;
  panelId: string;
  /** The panel's first `<li>`s; Manage subscription and Log out follow them. */
  children?: ReactNode;
  /** Manage subscription's link (the /account hand-off's). */
  manage: ComponentProps<"a">;
  /** Log out's button: its handler, or a marker for a page's script. */
  logOut: ComponentProps<"button"> & Markers;
  /** Attributes of the wrapper and the name (a ref, a marker for a script). */
  root?: ComponentProps<"div"> & Markers;
  nameSpan?: ComponentProps<"span"> & Markers;
}

/**
 * The signed-in person in the header, as it looks wherever it is: their name on a button that
 * opens a short panel below it, which ends with Manage subscription and Log out. A disclosure (not
 * an ARIA menu): its items are links and buttons in the Tab order. Rendered closed; one module
 * opens and closes it (account-menu-disclosure.ts), run by the app
 * (features/site-shell/account-menu.tsx) or by a hand-off page's own script (page-account.ts).
 */
export function AccountMenuFrame(props: AccountMenuFrameProps) {
  const { name, panelId, children, manage, logOut, root, nameSpan } = props;
  const common = useCommonCopy();
  return (
    <div {...root} className={root?.className ? `relative ${root.className}` : "relative"}>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        className="group flex min-h-10 max-w-[8.5rem] items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold xs:max-w-[12rem] md:max-w-[16rem]"
      >
        <span className="sr-only">{common.accountMenu.label}: </span>
        <span {...nameSpan} className="truncate">
          {name}
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
        {children}
        <li>
          <a {...manage} className={accountMenuItemClass}>
            {common.accountMenu.manage}
          </a>
        </li>
        <li>
          <button type="button" {...logOut} className={accountMenuItemClass}>
            {common.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
