// The header's account menu on the /signup and /account hand-offs, which run without the app: the
// page prerenders it hidden (page-account-menu.tsx), and its own script shows it once its
// session knows who is signed in, and runs it as the app runs its menu on every other page
// (features/site-shell/account-menu.tsx). Part of the page's script: no React here.
import { displayName, type AuthSession, type AuthUser } from "~/shared/auth/auth-session";
import { pageFlags, setPageFlag } from "~/shared/page-flags";

/** The attributes that mark the menu and its parts. */
export const handOffAccount = {
  menu: "data-hand-off-account",
  name: "data-account-name",
  logOut: "data-log-out",
} as const;

/**
 * Shows the person in the header and runs their menu: its button opens and closes it, Escape or a
 * press elsewhere closes it, and Log out leaves through the page's session. The header comes
 * before the page's script, so it is there.
 */
export function showHandOffAccount(user: AuthUser, session: Pick<AuthSession, "logOut">): void {
  const menu = document.querySelector(`[${handOffAccount.menu}]`);
  const button = menu?.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!menu || !button || !panel) return;
  // Without a name or an email from the provider, the prerendered 'Your account' stays.
  const name = menu.querySelector(`[${handOffAccount.name}]`);
  const shown = displayName(user);
  if (name && shown) name.textContent = shown;
  setPageFlag(pageFlags.signedIn);

  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const closeOutside = (event: Event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  };
  button.addEventListener("click", () => setOpen(panel.hidden));
  document.addEventListener("pointerdown", closeOutside);
  document.addEventListener("focusin", closeOutside);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
  menu.querySelector(`[${handOffAccount.logOut}]`)?.addEventListener("click", () => void session.logOut());
}
