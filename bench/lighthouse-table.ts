// The Lighthouse part of `npm run bench`: one row per page (medians), the comparison pages first,
// each site page judged against the budgets and, by ratio, against the template's landing page in
// the same run and its script-evaluation baseline (bench/budgets.ts).
import { budgets, exempt, ratios, scriptEvaluationBaseline, withinBudget, type BudgetName } from "./budgets.ts";
import type { Row } from "./lighthouse-audit.ts";
import type { SitePage } from "./pages.ts";
import { printTable } from "./table.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value: number) => String(Math.round(value));
const absolute: [keyof Row & string, BudgetName][] = [
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "bestPractices"],
  ["seo", "seo"],
  ["lcpMs", "lcpMs"],
  ["cls", "cls"],
  ["firstLoadJsBrotliBytes", "firstLoadJsBytes"],
];

function baselineOf(page: SitePage): number {
  return scriptEvaluationBaseline.ms[page.kind];
}

/** Prints the table; returns what is over budget. */
export function printLighthouse(
  results: Record<string, Row>,
  comparison: string[],
  template: string,
  site: SitePage[],
  rounds: number,
): string[] {
  const failures: string[] = [];
  const reference = results[template];
  const tbtMax = reference ? reference.tbtMs! + ratios.tbtOverTemplateMs : Number.NaN;
  const lcpMax = reference ? reference.lcpMs! * ratios.lcpOfTemplate : Number.NaN;
  const cells = (row: Row) => [
    ms(row.tbtMs!),
    (row.lcpMs! / 1000).toFixed(2),
    kb(row.jsTransferBytes!),
    row.firstLoadJsBrotliBytes === undefined ? "" : kb(row.firstLoadJsBrotliBytes),
    ms(row.scriptEvaluationMs!),
    ms(row.bootupMs!),
    ms(row.mainThreadMs!),
  ];
  const rows = comparison.map((name) => [name, ...cells(results[name]!), "", ""]);
  for (const page of site) {
    const row = results[page.path]!;
    const over: string[] = [];
    if (!(row.tbtMs! <= tbtMax))
      over.push(`TBT ${ms(row.tbtMs!)} ms > ${ms(tbtMax)} ms (template's + ${ratios.tbtOverTemplateMs})`);
    if (!(row.lcpMs! <= lcpMax))
      over.push(`LCP ${ms(row.lcpMs!)} ms > ${ms(lcpMax)} ms (${ratios.lcpOfTemplate}× template's)`);
    const baseline = baselineOf(page);
    const evaluationMax = baseline * ratios.scriptEvaluationOfBaseline;
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
    rows.push([page.path, ...cells(row), ms(baseline), over.length ? "✗" : "✓"]);
    const earlier = results[`before ${page.path}`];
    if (earlier) rows.push([`  before`, ...cells(earlier), "", ""]);
  }
  printTable(
    [
      `page (median of ${rounds})`,
      "TBT ms",
      "LCP s",
      "JS KB",
      "first-load KB",
      "script eval ms",
      "bootup ms",
      "main thread ms",
      "eval baseline",
      "",
    ],
    rows,
  );
  console.log(
    `Budgets: TBT ≤ ${template}'s + ${ratios.tbtOverTemplateMs} ms (${ms(tbtMax)}), LCP ≤ ${ratios.lcpOfTemplate}× its (${ms(lcpMax)} ms), ` +
      `script evaluation ≤ ${ratios.scriptEvaluationOfBaseline}× the page's baseline (measured ${scriptEvaluationBaseline.measured}), ` +
      `first-load JS ≤ ${kb(budgets.firstLoadJsBytes.max)} KB brotli; JS KB is what Lighthouse saw transferred.`,
  );
  return failures;
}
