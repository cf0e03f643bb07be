// The smallest lifts worth having the owner asked for in the page's address (`?trialLift=10`, from
// the plan's form): the query the readout is asked with, and the values in it that are no lift, which
// the page names and replaces by the default. Read with the contract's `liftPercent`, as the API does.
import { liftParameters, liftPercent, type ExperimentMetric } from "~/contracts/experiment-plan";

export interface AskedLifts {
  /** For the readout's address: the valid lifts asked for, in the parameters' order; "" for none. */
  query: string;
  /** What the address holds that is no lift. */
  refused: { metric: ExperimentMetric; value: string }[];
}

export function askedLifts(search: URLSearchParams): AskedLifts {
  const asked = new URLSearchParams();
  const refused: AskedLifts["refused"] = [];
  for (const [metric, name] of Object.entries(liftParameters) as [ExperimentMetric, string][]) {
    const value = search.get(name);
    if (!value) continue;
    if (liftPercent(value) === null) refused.push({ metric, value });
    else asked.set(name, value);
  }
  return { query: asked.toString(), refused };
}
