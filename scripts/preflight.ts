// `npm run preflight`: checks, read only, every hosted service against what the code expects and
// prints a line per check, ok or what is wrong and how to mend it; exits 1 on any problem. Run it
// before a deployment takes traffic (docs/operations.md, "Going live"). With no STRIPE_SECRET_KEY
// it checks the local stand-ins of a running `npm start`.
import { preflight } from "./go-live/preflight.ts";
import { printFindings } from "./go-live/report.ts";
import { goLiveSettings } from "./go-live/settings.ts";

const settings = goLiveSettings();
console.log(`Preflight for ${settings.siteUrl}${settings.local ? " (the local stand-ins of `npm start`)" : ""}\n`);
const findings = await preflight(settings);
printFindings(findings);
const problems = findings.filter((finding) => finding.problem).length;
console.log(
  problems
    ? `\n${problems} problem${problems > 1 ? "s" : ""}: not ready for traffic.`
    : "\nEverything is as the site expects.",
);
process.exitCode = problems ? 1 : 0;
