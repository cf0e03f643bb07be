import { Outlet } from "react-router";
import { SiteShell } from "~/components/site-shell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
