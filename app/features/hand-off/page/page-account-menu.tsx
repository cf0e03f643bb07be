import { useId } from "react";
import { useCommonCopy } from "~/shared/i18n/locale";
import { AccountMenuFrame } from "~/shared/ui/account-menu-frame";
import { handOffAccount } from "./page-account";
import { useAccountLink } from "../hand-off-links";

/**
 * The header's account menu on the hand-off pages, which run without the app: prerendered hidden,
 * with 'Your account' for a name; the page's script shows it with the person's name and runs it
 * once its session knows them (page-account.ts).
 */
export function HandOffAccountMenu() {
  const common = useCommonCopy();
  const manage = useAccountLink("manage");
  const panelId = useId();
  return (
    <AccountMenuFrame
      name={common.yourAccount}
      panelId={panelId}
      root={{ className: "hidden in-data-signed-in:block", [handOffAccount.menu]: "" }}
      nameSpan={{ [handOffAccount.name]: "" }}
      manage={manage}
      logOut={{ [handOffAccount.logOut]: "" }}
    />
  );
}
