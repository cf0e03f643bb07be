// The sign-up and login screens of the local identity provider (oidc-provider interactions).
import type { Context, Middleware } from "koa";
import type Provider from "oidc-provider";
import type { AccountStore, SignUpInput } from "./accounts";
import { readText } from "../read-body";
import { formPage, messagePage } from "./pages";

interface Options {
  accounts: AccountStore;
  clientName: string;
}

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(ctx: Context): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(ctx.req, MAX_FORM_BYTES));
}

export function interactionRoutes(provider: Provider, { accounts, clientName }: Options): Middleware {
  const finish = async (ctx: Context, result: Parameters<Provider["interactionResult"]>[2]) => {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    ctx.status = 303;
    ctx.redirect(returnTo);
  };

  return async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(signup|login|abort))?$/.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    ctx.set("Cache-Control", "no-store");

    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      ctx.status = 400;
      ctx.body = messagePage("This sign-in has expired", "Go back to the site and press Sign Up again.");
      return;
    }
    if (details.uid !== uid) ctx.throw(400, "Interaction mismatch");

    const params = details.params as Record<string, string | undefined>;
    const page = (mode: "signup" | "login") => ({ mode, uid: uid!, clientName, logoUri: params.logo_uri });

    if (ctx.method === "GET" && !action) {
      if (details.prompt.name !== "login") return finish(ctx, {}); // consent is implied (loadExistingGrant)
      const requested = ctx.query.mode ?? (params.screen_hint === "signup" ? "signup" : "login");
      ctx.type = "html";
      ctx.body = formPage(page(requested === "signup" ? "signup" : "login"));
      return;
    }

    if (ctx.method === "GET" && action === "abort") {
      return finish(ctx, { error: "access_denied", error_description: "Sign-up was cancelled." });
    }

    if (ctx.method === "POST" && action === "signup") {
      const form = await readForm(ctx);
      const input: SignUpInput = {
        name: form.get("name") ?? "",
        email: form.get("email") ?? "",
        password: form.get("password") ?? "",
      };
      const errors = accounts.validateSignUp(input);
      if (Object.keys(errors).length) {
        ctx.status = 400;
        ctx.type = "html";
        ctx.body = formPage({ ...page("signup"), values: input, errors });
        return;
      }
      const account = await accounts.signUp(input);
      return finish(ctx, { login: { accountId: account.id } });
    }

    if (ctx.method === "POST" && action === "login") {
      const form = await readForm(ctx);
      const email = form.get("email") ?? "";
      const account = await accounts.logIn(email, form.get("password") ?? "");
      if (!account) {
        ctx.status = 400;
        ctx.type = "html";
        ctx.body = formPage({ ...page("login"), values: { email }, errors: { form: "Wrong email or password." } });
        return;
      }
      return finish(ctx, { login: { accountId: account.id } });
    }

    ctx.throw(405);
  };
}
