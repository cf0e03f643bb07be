// The stages of `npm test` (scripts/test.ts) and the summary it prints of where the minutes went.

/** Every check a change must pass, in order: each an npm script. */
export const STAGES = ["typecheck", "lint", "test:unit", "build", "test:html", "test:e2e", "test:engines"] as const;

/** All a change that touches no page needs (`npm run test:quick`): the stages before the build. */
export const QUICK_STAGES = STAGES.slice(0, STAGES.indexOf("build"));

export type Stage = (typeof STAGES)[number];

export const isStage = (name: string): name is Stage => (STAGES as readonly string[]).includes(name);

export interface StageRun {
  stage: Stage;
  ms: number;
  ok: boolean;
}

/** `m:ss`. */
export function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A line per stage run, its time and whether it passed, then the whole. */
export function summary(ran: StageRun[]): string[] {
  const width = Math.max("in all".length, ...ran.map(({ stage }) => stage.length));
  const line = (name: string, ms: number, outcome = "") =>
    `${name.padEnd(width)}  ${minutes(ms).padStart(5)}  ${outcome}`.trimEnd();
  const total = ran.reduce((sum, { ms }) => sum + ms, 0);
  return [
    "Where the time went:",
    ...ran.map(({ stage, ms, ok }) => line(stage, ms, ok ? "ok" : "FAILED")),
    line("in all", total),
  ];
}
