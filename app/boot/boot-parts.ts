// The boot script's optional parts, and what in a page calls for each: a page's boot script has a
// part when its prerendered HTML holds one of the part's marks (an attribute a control's props put
// on an element, or the root's flags), so each page runs only the boot code its markup needs
// (scripts/vite/inline-scripts-plugin.ts narrows every page's script after prerendering; the code
// of each part: boot-steps.ts). Relative imports only: the build reads it too.
// Why: docs/decisions/028-boot-script-per-page.md
import { bootMarks } from "../contracts/boot-marks.ts";
import { pageFlags } from "../shared/page/page-flags.ts";

export const bootParts = {
  /** The headline's draw, exposure and impression: the landing page's headlines (features/landing/hero.tsx). */
  experiment: [bootMarks.headline],
  /** The song sample's play/pause and position slider (features/song-sample/boot.ts `sampleToggle`, `sampleSeek`). */
  sample: [bootMarks.sampleToggle, bootMarks.sampleSeek],
  /** Payment links' attribution and press (shared/payment-links/payment-link-control.ts `paymentLink`). */
  paymentLinks: [bootMarks.paymentLink],
  /** A sign-up, plan or account press's short way (features/hand-off/boot.ts `handOffLink`). */
  handOff: [bootMarks.handOffLink],
  /** The app's start without the app (app-when-needed.ts): the root's flag (shared/page/page-flags.ts). */
  appWhenNeeded: [pageFlags.appWhenNeeded],
  /** The app's downloads (module-downloads.ts): the list of modules of a page the app runs on. */
  moduleDownloads: [`id="${bootMarks.deferredModules}"`],
} as const satisfies Record<string, readonly string[]>;

export type BootPartName = keyof typeof bootParts;

/** Script and style elements' text (code, not markup, whatever it spells), their tags kept. */
const CODE = /(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/gi;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The parts a prerendered page calls for, in the order above. */
export function bootPartsOf(html: string): BootPartName[] {
  const markup = html.replace(CODE, "$1$3");
  const holds = (mark: string) => new RegExp(`<[a-z][^>]*\\s${escaped(mark)}(?=[\\s=/>])`, "i").test(markup);
  return (Object.keys(bootParts) as BootPartName[]).filter((part) => bootParts[part].some(holds));
}
