// One line per finding: `ok` and what is fine, or `FAIL`, what is wrong and how it is mended (for
// what setup can change, the command and what it would do).
import type { Finding } from "./findings.ts";

export const SETUP_COMMAND = "npm run setup:payments -- --apply";

export function findingLine(finding: Finding): string {
  if (!finding.problem) return `ok    ${finding.subject}: ${finding.detail}`;
  const mend = finding.changes?.length
    ? `\`${SETUP_COMMAND}\` will ${finding.changes.map((change) => change.says).join(", then ")}`
    : finding.detail;
  return `FAIL  ${finding.subject}: ${finding.problem}. Mend: ${mend}.`;
}

export function printFindings(findings: readonly Finding[], write: (line: string) => void = console.log): void {
  for (const finding of findings) write(findingLine(finding));
}
