// The Lighthouse part of `npm run bench`: medians per page beside the budgets, with what is over.
import { budgets, withinBudget, type BudgetName } from "./budgets.ts";
import { printTable } from "./table.ts";

const checked: Record<string, BudgetName> = {
  performance: "performance",
  lcpMs: "lcpMs",
  tbtMs: "tbtMs",
  cls: "cls",
  accessibility: "accessibility",
  bestPractices: "bestPractices",
  seo: "seo",
};

const format = (key: string, value: number) =>
  key === "cls" ? value.toFixed(3) : /Bytes$/.test(key) ? `${(value / 1024).toFixed(1)} KB` : String(Math.round(value));

const budgetText = (key: string) => {
  const name = key === "firstLoadJsBrotliBytes" ? "landingFirstLoadJsBytes" : checked[key];
  if (!name) return "";
  const { min, max } = budgets[name];
  return min !== undefined ? `≥ ${min}` : `≤ ${format(key, max!)}`;
};

/** Prints the table; returns what is over budget. */
export function printLighthouse(results: Record<string, Record<string, number>>, paths: string[], runs: number) {
  const failures: string[] = [];
  const metrics = Object.keys(results[paths[0]!] ?? {});
  const table = metrics.map((key) => {
    const cells = paths.map((path) => {
      const value = results[path]![key]!;
      const name =
        key === "firstLoadJsBrotliBytes" ? (path === "/" ? "landingFirstLoadJsBytes" : undefined) : checked[key];
      const ok = !name || withinBudget(name, value);
      if (!ok) failures.push(`${path} ${key} = ${format(key, value)} (budget ${budgetText(key)})`);
      return `${format(key, value)}${ok ? "" : " ✗"}`;
    });
    return [key, ...cells, budgetText(key)];
  });
  if (table.length) printTable([`metric (median of ${runs})`, ...paths, "budget"], table);
  return failures;
}
