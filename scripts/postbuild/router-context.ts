// Takes React Router's inline context script, and the streamed tail that closed its data stream,
// out of a hydrated page: the module loader sets the context itself, with the route data from its
// file (route-data-files.ts). Fails the build when either has another shape.
// Why: docs/decisions/019-route-data-on-demand.md
import { DEFERRED, UnexpectedRouterOutputError } from "./defer-hydration.ts";

/** React Router's context script: its settings, then the stream its data scripts fill. */
const CONTEXT =
  /<script>window\.__reactRouterContext = (\{.*?\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);<\/script>/;

/**
 * What React streams after the module loader (defer-hydration.ts) for React Router's stream
 * transfer: its Suspense boundaries, inline or as hidden segments with their placeholders and the
 * scripts that reveal them, and the script that closes the stream (the data's went before).
 */
const TAIL_PARTS = [
  /<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g,
  /<!--\/?\$-->/g,
  /<div hidden id="S:\d+">|<\/div>/g,
  /<script id="_R_">requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g,
  /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g,
  /<script>(?:(?!<\/script>)[\s\S])*\$RC\("B:\d+","S:\d+"\)<\/script>/g,
];

const unexpected = (page: string, what: string) =>
  new UnexpectedRouterOutputError(`${page}: ${what} (scripts/postbuild/router-context.ts).`);

/** The page without React Router's context script and stream tail, and the context's settings. */
export function takeRouterContext(html: string, page = "a page"): { html: string; context: object } {
  const script = CONTEXT.exec(html);
  const loader = html.indexOf(DEFERRED);
  const start = loader + DEFERRED.length;
  const end = html.lastIndexOf("</body>");
  if (!script || loader < 0 || end < start) {
    throw unexpected(page, "React Router's context script or its stream's tail has another shape");
  }
  const tail = html.slice(start, end);
  if (TAIL_PARTS.reduce((left, part) => left.replace(part, ""), tail).trim()) {
    throw unexpected(page, "the streamed tail after the document holds more than React Router's stream");
  }
  return {
    html: html.slice(0, start).replace(script[0], "") + html.slice(end),
    context: JSON.parse(script[1]!) as object,
  };
}
