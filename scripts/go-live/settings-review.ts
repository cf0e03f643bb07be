// The build's settings (VITE_*, baked into the pages) against the server's: the same identity
// provider, API audience, measurement id and site, and payment links that are the account's own.
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { checkoutVariable } from "../../app/config/schema.ts";
import type { PaymentAccount } from "./payment-account.ts";
import type { GoLiveSettings } from "./settings.ts";
import { ok, problem, type Finding } from "./findings.ts";

const same = (subject: string, build: [string, string | undefined], server: [string, string | undefined]): Finding =>
  build[1] === server[1]
    ? ok(subject, `${build[0]} and ${server[0]} agree (${build[1] ?? "unset"})`)
    : problem(
        subject,
        `${build[0]} is ${build[1] ?? "unset"}, ${server[0]} is ${server[1] ?? "unset"}`,
        "set both to the same value and build again",
      );

export function reviewSettings({ build, server, env, siteUrl, local }: GoLiveSettings): Finding[] {
  const findings: Finding[] = [
    same(
      "Identity provider",
      ["VITE_AUTH0_DOMAIN", `${build.auth.origin}/`],
      ["AUTH0_DOMAIN", server.subscribers?.issuer],
    ),
    same(
      "API audience",
      ["VITE_AUTH0_AUDIENCE", build.auth.audience],
      ["AUTH0_AUDIENCE", server.subscribers?.audience],
    ),
  ];
  // Offline the pages send nothing to GA while the server's hits go to the stand-in: nothing to compare.
  if (!local)
    findings.push(
      same(
        "Measurement id",
        ["VITE_GA_MEASUREMENT_ID", build.analytics.measurementId],
        ["the server's", server.analytics?.measurementId],
      ),
    );
  if (env.AUTH0_CLIENT_ID)
    findings.push(
      same("Application", ["VITE_AUTH0_CLIENT_ID", build.auth.clientId], ["AUTH0_CLIENT_ID", env.AUTH0_CLIENT_ID]),
    );
  if (!local) {
    findings.push(
      siteUrl.startsWith("https://")
        ? same("Site", ["VITE_SITE_URL", build.siteUrl], ["SITE_URL", siteUrl])
        : problem("Site", `SITE_URL is ${siteUrl}`, "serve the site over https and set SITE_URL to its origin"),
    );
  }
  return findings;
}

/** The build's payment links and portal login against the account's: a link the account does not sell sells nothing. */
export function reviewBuildLinks({ build }: GoLiveSettings, account: PaymentAccount): Finding[] {
  const findings = (Object.entries(build.checkout) as [OfferId, string][]).map(([offer, url]) => {
    const price = account.prices.get(offer);
    const link = account.links.find((entry) => price && entry.priceId === price.id);
    const subject = checkoutVariable(offer);
    if (!link)
      return problem(
        subject,
        "the account has no active link for this offer",
        "run `npm run setup:payments -- --apply`",
      );
    return link.link.url === url
      ? ok(subject, url)
      : problem(
          subject,
          `it is ${url}, the account's link is ${link.link.url}`,
          `set ${subject}=${link.link.url} and build again`,
        );
  });
  const login = account.portal?.login_page;
  if (login?.enabled && login.url) {
    findings.push(
      build.portalLogin === login.url
        ? ok("VITE_CUSTOMER_PORTAL_LOGIN", login.url)
        : problem(
            "VITE_CUSTOMER_PORTAL_LOGIN",
            `it is ${build.portalLogin ?? "unset"}, the portal's is ${login.url}`,
            `set it to ${login.url} and build again`,
          ),
    );
  }
  return findings;
}
