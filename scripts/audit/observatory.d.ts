// The parts of MDN's HTTP Observatory scanner (JavaScript, no types) that observatory-scan.ts uses.
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export function retrieve(hostname: string, options?: { httpPort?: string; httpsPort?: string }): Promise<unknown>;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: ((requests: unknown) => ObservatoryTestResult)[];
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getScoreModifier(result: string): number;
  export function getGradeForScore(score: number): { grade: string; score: number };
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
interface ObservatoryTestResult {
  pass: boolean | null;
  result: string;
  expectation: string;
}
