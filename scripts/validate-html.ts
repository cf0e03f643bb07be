// `npm run test:html` (part of `npm test`, after the build): every prerendered page and the SPA
// shell pass the W3C Nu HTML Checker with no error and no warning.
import { join, relative } from "node:path";
import { checkHtml } from "./html/nu-checker.ts";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const messages = await checkHtml(clientDir);
for (const { file, line, kind, message } of messages) {
  console.error(`${relative(clientDir, file)}${line ? `:${line}` : ""}: ${kind}: ${message}`);
}
if (messages.length > 0) {
  console.error(`Nu HTML Checker: ${messages.length} errors and warnings in build/client.`);
  process.exit(1);
}
console.log("Nu HTML Checker: every page in build/client is valid HTML (0 errors, 0 warnings).");
