import type { ExperimentReadout } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import type { ReadoutNumbers } from "./readout-numbers";
import { MINIMUM, verdicts, type Verdict } from "./verdicts";

/** What can be concluded, in plain words; the sample ratio alarm first, in red; the beacons refused as floods. */
export function VerdictList({
  readout,
  copy,
  numbers,
}: {
  readout: ExperimentReadout;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  const words = (verdict: Verdict) => {
    switch (verdict.kind) {
      case "sample-ratio":
        return fill(copy.verdicts.srm, { p: numbers.p(verdict.p) });
      case "not-enough":
        return fill(copy.verdicts.notEnough, MINIMUM);
      case "metric":
        return fill(copy.verdicts[verdict.metric][verdict.direction], { variant: verdict.variant });
    }
  };
  return (
    <section aria-labelledby="verdicts-title">
      <h2 id="verdicts-title" className="text-xl font-bold">
        {copy.verdicts.title}
      </h2>
      <ul className="mt-3 space-y-2" data-testid="verdicts">
        {verdicts(readout).map((verdict) => (
          <li
            key={verdict.kind === "metric" ? `${verdict.metric}-${verdict.variant}` : verdict.kind}
            data-verdict={verdict.kind === "metric" ? verdict.direction : verdict.kind}
            className={
              verdict.kind === "sample-ratio"
                ? "rounded-xl border-2 border-alarm bg-alarm-soft p-3 font-semibold text-alarm"
                : verdict.kind === "metric" && verdict.direction !== "unclear"
                  ? "font-semibold"
                  : ""
            }
          >
            {words(verdict)}
          </li>
        ))}
      </ul>
      {/* Beside the alarm: a flood the per-source limit held back (api/source-limits.ts). */}
      <p className="mt-3 text-sm text-muted" data-testid="refused-beacons">
        {fill(copy.verdicts.refusedBeacons, { count: numbers.count(readout.refusedBeacons) })}
      </p>
      <p className="mt-3 text-sm text-muted">{copy.verdicts.method}</p>
    </section>
  );
}
