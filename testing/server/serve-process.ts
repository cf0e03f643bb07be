// `npm run serve` (server/start.ts) in a process of its own, as an operator starts it, for the tests
// of its start and its stop: what it prints, waited for by pattern, and how it exits.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

export interface ServeProcess {
  child: ChildProcess;
  /** Resolves once its standard output has matched `pattern`; rejects if it exits first. */
  said(pattern: RegExp): Promise<RegExpExecArray>;
  /** Its standard output and error so far. */
  output(): { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts it on a free port with the process's environment and `env` over it. */
export function serveProcess(env: Record<string, string>): ServeProcess {
  const start = join(import.meta.dirname, "..", "..", "server", "start.ts");
  const child = spawn(process.execPath, ["--import", "tsx", start], {
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "close").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const output = { stdout: "", stderr: "" };
  const waiting = new Set<() => void>();
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output.stdout += chunk;
    for (const check of waiting) check();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output.stderr += chunk));
  return {
    child,
    said: (pattern) =>
      Promise.race([
        new Promise<RegExpExecArray>((resolve) => {
          const check = () => {
            const match = pattern.exec(output.stdout);
            if (!match) return;
            waiting.delete(check);
            resolve(match);
          };
          waiting.add(check);
          check();
        }),
        exited.then(({ code, signal }) => {
          throw new Error(`It ended (${signal ?? code}) before saying ${pattern}:\n${output.stdout}${output.stderr}`);
        }),
      ]),
    output: () => ({ ...output }),
    exited,
  };
}

/** The API's settings with its subscriber routes on, and so its database: PGlite in `directory`. */
export function apiOnFolder(directory: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: "whsec_test123",
    // Never asked: no request here carries a token.
    AUTH0_DOMAIN: "http://127.0.0.1:9",
    AUTH0_AUDIENCE: "https://api.snapsong.test/",
    AUTH0_CLIENT_ID: "snapsong-test",
    SITE_URL: "http://localhost:3000",
    DATABASE_URL: "",
    DATABASE_DIR: directory,
    // Never reached either: no request here writes a mail.
    RESEND_API_KEY: "re_test_unused",
    MAIL_API_URL: "http://127.0.0.1:9",
    MAIL_FROM: "Snapsong <hello@mail.snapsong.example>",
    VITE_CONTACT_EMAIL: "hello@snapsong.example",
    VITE_LEGAL_COMPANY: "Snapsong Example GmbH",
    VITE_LEGAL_ADDRESS: "Musterstraße 1, 10115 Berlin",
    VITE_LEGAL_COUNTRY: "DE",
  };
}
