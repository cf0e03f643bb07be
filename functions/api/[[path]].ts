// Cloudflare Pages Functions: every request under /api/ goes to the site's API (api/), the same
// handler the Node server runs. Its settings are the Pages project's environment variables and
// secrets (docs/operations.md, "Where the secrets go"); `wrangler pages dev` passes them with --binding.
import { createApi, type Api } from "../../api/api.ts";

interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
}

/** One API per isolate, made from its environment on the first request. */
let api: Api | undefined;

export function onRequest({ request, env }: PagesContext): Promise<Response> {
  if (!api) {
    const settings = Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    api = createApi(settings);
  }
  return api.handle(request);
}
