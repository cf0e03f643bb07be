import { useAuth } from "~/shared/auth/use-auth";
import { useCommonCopy } from "~/shared/i18n/locale";
import { HandOffAccountMenu, SignUpButton, useAccountLink } from "~/features/hand-off";
import { usePageHydration } from "~/shared/site/page-handle";
import { AccountMenu } from "./account-menu";

/** The header's account corner: Log in and Sign Up for visitors; the person and their menu once signed in. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  const common = useCommonCopy();
  const logIn = useAccountLink("login");
  const hydrates = usePageHydration() !== false;
  if (status === "authenticated") return <AccountMenu user={user} />;
  const visitor = (
    // Hidden (space kept) while the boot script suspects a session the SDK has not confirmed yet;
    // gone once a page without the app has shown who is signed in.
    <div className="flex items-center gap-1 in-data-auth-pending:invisible in-data-signed-in:hidden xs:gap-2">
      <a
        {...logIn}
        className="rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-muted hover:text-ink"
      >
        {common.logIn}
      </a>
      <SignUpButton source="header" size="small" />
    </div>
  );
  // The hand-off pages run without the app: their own script shows the person there.
  return hydrates ? (
    visitor
  ) : (
    <>
      {visitor}
      <HandOffAccountMenu />
    </>
  );
}
