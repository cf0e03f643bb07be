// Self-hosting entry: serves an existing build (`npm run build`) at PORT (default 3000).
import { join } from "node:path";
import { createSiteServer } from "./site-server.ts";

const port = Number(process.env.PORT) || 3000;
const server = createSiteServer({ root: join(import.meta.dirname, "..", "build", "client") });
server.listen(port, () => console.log(`Site: http://localhost:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
