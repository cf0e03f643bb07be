import { auth, displayName, useAuth } from "~/shared/auth/use-auth";
import { useCommonCopy } from "~/shared/i18n/locale";
import { SignUpButton } from "~/features/sign-up";

/** The header's account corner: Sign Up for visitors, name and Log out for signed-in users. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  const common = useCommonCopy();
  if (status !== "authenticated") {
    return (
      // Hidden (space kept) while the boot script suspects a session the SDK has not confirmed yet.
      <div className="in-data-auth-pending:invisible">
        <SignUpButton source="header" size="small" />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <span className="max-w-[9rem] truncate text-sm font-semibold md:max-w-[16rem]" data-testid="account-name">
        {displayName(user) ?? common.yourAccount}
      </span>
      {/* Leaves for the provider's log-out; should that fail, the alert says why. */}
      <button type="button" className="button-secondary button-small" onClick={() => void auth.logOut()}>
        {common.logOut}
      </button>
    </div>
  );
}
