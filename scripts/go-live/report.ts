// One line per finding: `ok` and what is fine, or `FAIL`, what is wrong and how it is mended.
import type { Finding } from "./findings.ts";

export function printFindings(findings: readonly Finding[], write: (line: string) => void = console.log): void {
  for (const finding of findings) {
    write(
      finding.problem
        ? `FAIL  ${finding.subject}: ${finding.problem}. Mend: ${finding.detail}.`
        : `ok    ${finding.subject}: ${finding.detail}`,
    );
  }
}
