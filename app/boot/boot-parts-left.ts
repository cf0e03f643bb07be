// The parts a page's boot script ran (boot-parts.ts), noted on <html> for the app: a link the app
// follows without loading a document may lead to markup that calls for a part this page's script
// lacks (the paywall's payment links, the landing page's sample), and the app installs it then
// (boot-parts-in-app.ts).
import { pageFlags, pageFlagValue, setPageFlag } from "~/shared/page/page-flags";

/** The boot script's note of the parts it ran. */
export function markBootParts(names: readonly string[]): void {
  setPageFlag(pageFlags.bootParts, names.join(" "));
}

/** The parts the page's boot script ran. */
export function bootPartsRun(): string[] {
  return (pageFlagValue(pageFlags.bootParts) ?? "").split(" ").filter(Boolean);
}
