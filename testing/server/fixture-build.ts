// A small build made the way `npm run build` makes one (pages, hashed assets, media, the settings
// stamp) and finished by the real post-build step, for tests that must not depend on a full build.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { legalExamples, parseSiteConfig } from "../../app/config/schema.ts";
import { finishBuild } from "../../scripts/postbuild/finish-build.ts";

export interface FixtureBuild {
  buildDir: string;
  clientDir: string;
  /** Files as the server should send them, by URL path. */
  files: Record<string, Buffer>;
  /** A marker written next to the client directory, which must never be served. */
  secret: string;
  remove(): Promise<void>;
}

export const HASHED_SCRIPT = "/assets/entry-AbCd12_-.js";
export const HASHED_STYLE = "/assets/root-EfGh5678.css";
export const AUDIO = "/assets/audio/song-sample.mp3";
export const PAGES = ["/", "/home", "/pricing", "/play/tsla", "/success", "/failure", "/glow"];
/** The pages unknown paths answer with, in English and in German (a language with a prefix). */
const HELPER_PAGES = [
  ["/404", "Not found"],
  ["/play/404", "Unknown ticker"],
  ["/de/404", "Nicht gefunden"],
  ["/de/play/404", "Unbekannter Ticker"],
] as const;

/** React Router's context script, with `settings` (its basename, future flags, …). */
export const routerContextScript = (settings: object) =>
  `<script>window.__reactRouterContext = ${JSON.stringify(settings)};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>`;

/** What React streams after a prerendered page for React Router's data: the chunks, then the close. */
export function routerStreamTail(...chunks: string[]): string {
  const enqueue = chunks
    .map(
      (chunk) =>
        `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/</g, "\\u003c")});</script>`,
    )
    .join("");
  return (
    '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
    `<div hidden id="S:0">${enqueue}<!--$?--><template id="B:1"></template><!--/$--></div>` +
    '<script>$RB=[];$RC=function(a,b){if(2300>a&&2E3<a)b()};$RC("B:0","S:0")</script>' +
    '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>'
  );
}

/** A page like React Router's: an inline boot script, a per-page context script, a module loader and its data. */
function page(title: string): string {
  const filler = "<p>Turn your photos into songs. Cancel anytime.</p>".repeat(20);
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>`,
    `<script type="application/json" id="deferred-modules">[]</script>`,
    `<script>document.documentElement.dataset.variant = "A";</script>`,
    `<link rel="modulepreload" href="${HASHED_SCRIPT}"/><link rel="stylesheet" href="${HASHED_STYLE}"/><title>${title}</title></head>`,
    `<body><main><h1>${title}</h1>${filler}</main>`,
    routerContextScript({ page: title }),
    `<script type="module" async="">import "${HASHED_SCRIPT}";\nimport * as route0 from "${HASHED_SCRIPT}";\n`,
    `window.__reactRouterRouteModules = {"root":route0};\n\nimport("${HASHED_SCRIPT}");</script>`,
    `${routerStreamTail(JSON.stringify([{ title }]))}</body></html>`,
  ].join("\n");
}

const pageFile = (path: string) => (path === "/" ? "/index.html" : `${path}/index.html`);

/** The legal pages' settings a production build (a public VITE_SITE_URL) must have: here, the examples. */
export const productionLegal = { ...legalExamples, VITE_CONTACT_EMAIL: "hello@snapsong.example" };

export interface FixtureOptions {
  audioBytes?: number;
  /** VITE_* settings of the build. */
  env?: Record<string, string>;
}

export async function makeFixtureBuild({
  audioBytes = 64 * 1024,
  env = {},
}: FixtureOptions = {}): Promise<FixtureBuild> {
  const buildDir = await mkdtemp(join(tmpdir(), "site-build-"));
  const clientDir = join(buildDir, "client");
  const files: Record<string, Buffer> = {
    ...Object.fromEntries(PAGES.map((path) => [pageFile(path), Buffer.from(page(`Page ${path}`))])),
    ...Object.fromEntries(HELPER_PAGES.map(([path, title]) => [pageFile(path), Buffer.from(page(title))])),
    "/__spa-fallback.html": Buffer.from(page("SPA shell")),
    [HASHED_SCRIPT]: Buffer.from(`export const plans = ${JSON.stringify(Array(200).fill("pro"))};\n`),
    [HASHED_STYLE]: Buffer.from(".text-brand{color:#6d28d9}\n".repeat(100)),
    [AUDIO]: randomBytes(audioBytes),
    "/favicon.svg": Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"/>`),
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), content);
  }
  const secret = `secret-${randomBytes(8).toString("hex")}`;
  await writeFile(join(buildDir, "secret.txt"), secret);
  await writeFile(
    join(buildDir, "site-config.json"),
    JSON.stringify(parseSiteConfig({ LOCAL_SERVICES_PORT: "3999", ...env })),
  );
  await finishBuild(buildDir, [...PAGES, ...HELPER_PAGES.map(([path]) => path)]);
  return { buildDir, clientDir, files, secret, remove: () => rm(buildDir, { recursive: true, force: true }) };
}
