// The W3C Nu HTML Checker (npm vnu-jar, run with the machine's Java 17) over a folder of pages.
// Errors and warnings both count; "info" notes (like a trailing slash on void elements, which
// React writes) do not.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface NuMessage {
  file: string;
  line?: number;
  kind: "error" | "warning";
  message: string;
}

interface VnuOutput {
  messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string }[];
}

/** The jar inside the vnu-jar package. */
const vnuJar = () => createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** Every error and warning in the .html files under `dir`. */
export async function checkHtml(dir: string): Promise<NuMessage[]> {
  // vnu exits with 1 when it reports anything; the report is what matters.
  const result = await run("java", ["-jar", vnuJar(), "--format", "json", "--skip-non-html", dir], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number }) => {
    if (error.stderr === undefined || !error.stderr.trim().startsWith("{")) throw error;
    return { stderr: error.stderr };
  });
  const output = JSON.parse(result.stderr) as VnuOutput;
  return output.messages
    .filter((message) => message.type !== "info" || message.subType === "warning")
    .map((message) => ({
      file: (message.url ?? "").replace(/^file:/, ""),
      line: message.lastLine,
      kind: message.type === "info" ? "warning" : "error",
      message: message.message,
    }));
}
