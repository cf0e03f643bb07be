// Once the app runs, the boot parts whose controls it may render on a page reached without a new
// document, where this page's boot script did not install them (boot-parts-left.ts): the same
// code as the boot script's (boot-steps.ts), loaded apart from the app's first load.
import { config } from "~/config";
import { landingPaths } from "~/contracts/paths";
import { installPageControls } from "~/shared/page/page-controls";
import { bootPartsRun } from "./boot-parts-left";
import { paymentLinks, sample, type BootParts } from "./boot-steps";

const installable: BootParts = { sample, paymentLinks };

export function installBootPartsLeft(): void {
  const settings = { landingPaths, ...config.analytics };
  const run = bootPartsRun();
  for (const [name, part] of Object.entries(installable)) {
    if (run.includes(name)) continue;
    part.start?.(settings, null);
    installPageControls(part.controls?.(settings) ?? []);
  }
}
