// `npm run migrate`: the API's database brought to the code's latest migration, before the new
// server starts (docs/operations.md, "Going live"); prints what it applied, exits 1 when it cannot.
import { migrateDatabase } from "./go-live/migrate-database.ts";
import { goLiveSettings } from "./go-live/settings.ts";

try {
  for (const line of await migrateDatabase(goLiveSettings())) console.log(line);
} catch (error) {
  console.error(`Could not migrate the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
