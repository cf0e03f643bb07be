// The header's account menu on the /signup and /account hand-offs, which run without the app: the
// page prerenders it hidden (page-account-menu.tsx), and its own script shows it once its
// session knows who is signed in and runs it as the app does on every other page
// (shared/ui/account-menu-disclosure.ts). Part of the page's script: no React here.
import { displayName, type AuthSession, type AuthUser } from "~/shared/auth/auth-session";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { runAccountMenu } from "~/shared/ui/account-menu-disclosure";

/** The attributes that mark the menu and its parts. */
export const handOffAccount = {
  menu: "data-hand-off-account",
  name: "data-account-name",
  logOut: "data-log-out",
} as const;

/**
 * Shows the person in the header and runs their menu; Log out leaves through the page's session.
 * The header comes before the page's script, so it is there.
 */
export function showHandOffAccount(user: AuthUser, session: Pick<AuthSession, "logOut">): void {
  const menu = document.querySelector(`[${handOffAccount.menu}]`);
  if (!menu) return;
  // Without a name or an email from the provider, the prerendered 'Your account' stays.
  const name = menu.querySelector(`[${handOffAccount.name}]`);
  const shown = displayName(user);
  if (name && shown) name.textContent = shown;
  setPageFlag(pageFlags.signedIn);
  runAccountMenu(menu);
  menu.querySelector(`[${handOffAccount.logOut}]`)?.addEventListener("click", () => void session.logOut());
}
