import { Outlet } from "react-router";
import { SiteShell } from "~/features/site-shell/site-shell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
