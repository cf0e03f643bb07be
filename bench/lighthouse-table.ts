// The Lighthouse part of `npm run bench`: one row per page (medians), the comparison pages first,
// each site page judged against the budgets and, by ratio, against the comparison pages of the
// same run (its blocking time against the one-line page's, its LCP against the template landing
// page's) and its script-evaluation baseline (bench/budgets.ts).
import { budgets, exempt, ratios, scriptEvaluationBaseline, withinBudget, type BudgetName } from "./budgets.ts";
import type { Row } from "./lighthouse-audit.ts";
import type { SitePage } from "./pages.ts";
import { printTable } from "./table.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value: number) => String(Math.round(value));
const signed = (value: number) => (value > 0 ? `+${ms(value)}` : ms(value));
const absolute: [keyof Row & string, BudgetName][] = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "bestPractices"],
  ["seo", "seo"],
  ["lcpMs", "lcpMs"],
  ["cls", "cls"],
  ["firstVisitJsBytes", "firstVisitJsBytes"],
  ["firstLoadJsBrotliBytes", "appFirstLoadJsBytes"],
];

/** The comparison pages the ratios are judged against, by name in the results. */
export interface References {
  /** Blocking time: a page's at most this page's + `ratios.tbtOverOneLineMs`. */
  oneLine: string;
  /** LCP: a page's at most `ratios.lcpOfTemplate` × this page's. */
  template: string;
}

/** The limits of one run, from its comparison pages' medians (NaN, so every page fails, without them). */
export function limitsOf(results: Record<string, Row>, { oneLine, template }: References) {
  return {
    tbtMaxMs: (results[oneLine]?.tbtMs ?? Number.NaN) + ratios.tbtOverOneLineMs,
    lcpMaxMs: (results[template]?.lcpMs ?? Number.NaN) * ratios.lcpOfTemplate,
  };
}

/** Prints the table; returns what is over budget. */
export function printLighthouse(
  results: Record<string, Row>,
  comparison: string[],
  references: References,
  site: SitePage[],
  rounds: number,
): string[] {
  const failures: string[] = [];
  const { tbtMaxMs, lcpMaxMs } = limitsOf(results, references);
  const oneLineTbt = results[references.oneLine]?.tbtMs ?? Number.NaN;
  const templateLcp = results[references.template]?.lcpMs ?? Number.NaN;
  const cells = (row: Row) => [
    ms(row.tbtMs!),
    signed(row.tbtMs! - oneLineTbt),
    ms(row.longestTaskMs!),
    (row.lcpMs! / 1000).toFixed(2),
    (row.lcpMs! / templateLcp).toFixed(2),
    row.firstVisitJsBytes === undefined ? "" : kb(row.firstVisitJsBytes),
    row.firstLoadJsBrotliBytes === undefined ? "" : kb(row.firstLoadJsBrotliBytes),
    ms(row.scriptEvaluationMs!),
    ms(row.mainThreadMs!),
  ];
  const rows = comparison.map((name) => [name, ...cells(results[name]!), "", ""]);
  for (const page of site) {
    const row = results[page.path]!;
    const over: string[] = [];
    if (!(row.tbtMs! <= tbtMaxMs))
      over.push(`TBT ${ms(row.tbtMs!)} ms > ${ms(tbtMaxMs)} ms (${references.oneLine}'s + ${ratios.tbtOverOneLineMs})`);
    if (!(row.lcpMs! <= lcpMaxMs))
      over.push(`LCP ${ms(row.lcpMs!)} ms > ${ms(lcpMaxMs)} ms (${ratios.lcpOfTemplate}× ${references.template}'s)`);
    const baseline = scriptEvaluationBaseline.ms[page.kind];
    const evaluationMax =
      baseline === undefined ? Number.POSITIVE_INFINITY : baseline * ratios.scriptEvaluationOfBaseline;
    if (!(row.scriptEvaluationMs! <= evaluationMax))
      over.push(`script evaluation ${ms(row.scriptEvaluationMs!)} ms > ${ms(evaluationMax)} ms (half its baseline)`);
    for (const [key, name] of absolute) {
      if (exempt[name]?.includes(page.kind)) continue;
      if (row[key] !== undefined && !withinBudget(name, row[key])) {
        const { min, max } = budgets[name];
        over.push(`${key} ${row[key]} (budget ${min !== undefined ? `≥ ${min}` : `≤ ${max}`})`);
      }
    }
    failures.push(...over.map((text) => `${page.path}: ${text}`));
    rows.push([page.path, ...cells(row), baseline === undefined ? "" : ms(baseline), over.length ? "✗" : "✓"]);
    const earlier = results[`before ${page.path}`];
    if (earlier) rows.push([`  before`, ...cells(earlier), "", ""]);
  }
  printTable(
    [
      `page (median of ${rounds})`,
      "TBT ms",
      "vs one-line",
      "longest task ms",
      "LCP s",
      "÷ AstroWind",
      "first-visit JS KB",
      "app first-load KB",
      "script eval ms",
      "main thread ms",
      "eval baseline",
      "",
    ],
    rows,
  );
  console.log(
    `Budgets: TBT ≤ ${references.oneLine}'s ${ms(oneLineTbt)} + ${ratios.tbtOverOneLineMs} = ${ms(tbtMaxMs)} ms; ` +
      `LCP ≤ ${ratios.lcpOfTemplate} × ${references.template}'s ${ms(templateLcp)} = ${ms(lcpMaxMs)} ms; ` +
      `script evaluation ≤ ${ratios.scriptEvaluationOfBaseline}× the kind's baseline (measured ${scriptEvaluationBaseline.measured}); ` +
      `first-load JS ${budgets.firstVisitJsBytes.max / 1024} KB on a first visit without a session (fetched from the site), ` +
      `≤ ${budgets.appFirstLoadJsBytes.max / 1024} KB brotli where the app runs (its modules). ` +
      `"vs one-line": ms over its blocking time; "÷ AstroWind": a share of its LCP.`,
  );
  return failures;
}
