// A throwaway PostgreSQL server for a test run (throwaway-postgres.ts): `tsx testing/database/serve-postgres.ts
// [port]` starts one in a temporary directory, prints its URL, and on SIGTERM or Ctrl-C stops it and
// removes the directory. The end-to-end run gives it to the Cloudflare Pages target (playwright.config.ts).
import { portSetting } from "../../app/contracts/ports.ts";
import { startPostgres } from "./throwaway-postgres.ts";

let postgres;
try {
  postgres = await startPostgres({ port: portSetting({ port: process.argv[2] }, "port", 0, { allowAny: true }) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`PostgreSQL: ${postgres.url}`);

// Once, however many signals come: a signal to the process group reaches this process twice (once
// more through tsx), and PostgreSQL itself too.
let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= postgres.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
