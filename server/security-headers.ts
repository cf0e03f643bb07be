// The security headers of every response, built from the settings the site was built with
// (build/site-config.json) and the hashes of the build's inline scripts, so the policy can never
// drift from what the pages actually load. The server and the static-host `_headers` file both
// use this one builder.

/**
 * The part of the site's settings (app/config/schema.ts, SiteConfig) that decides which other
 * origins the pages talk to. Spelled out, not imported: the server must not load build-time code.
 */
export interface PolicyConfig {
  assetBaseUrl: string;
  auth: { origin: string };
  analytics: { measurementId?: string };
}

export interface PolicyInput {
  config: PolicyConfig;
  /** CSP hash sources of every inline script in the built HTML, like 'sha256-…'. */
  scriptHashes: readonly string[];
}

/** gtag.js comes from here (app/shared/analytics/analytics.ts). */
const TAG_MANAGER = "https://www.googletagmanager.com";
/** Where GA4 sends hits: Google's documented collection hosts for a CSP. */
const ANALYTICS_COLLECTORS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
/** A scheme-and-host source: nothing that could end a directive or add another source. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/;

function checkedHost(source: string): string {
  if (!HOST_SOURCE.test(source)) throw new Error(`Not a CSP host source: ${JSON.stringify(source)}`);
  return source;
}

function checkedHash(source: string): string {
  if (!HASH_SOURCE.test(source)) throw new Error(`Not a CSP hash source: ${JSON.stringify(source)}`);
  return source;
}

/** The origin of an absolute asset base URL (a CDN), or nothing when assets are on this site. */
function assetOrigin(assetBaseUrl: string): string | undefined {
  return /^https?:\/\//.test(assetBaseUrl) ? new URL(assetBaseUrl).origin : undefined;
}

const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source) => source !== undefined))];

/** The Content-Security-Policy: nothing inline but the hashed scripts, no eval, no plugins, no framing. */
export function contentSecurityPolicy({ config, scriptHashes }: PolicyInput): string {
  const identity = checkedHost(config.auth.origin);
  const assets = assetOrigin(config.assetBaseUrl);
  const analytics = config.analytics.measurementId !== undefined;
  const collectors = analytics ? ANALYTICS_COLLECTORS : [];

  const directives: [string, (string | undefined)[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...scriptHashes].sort().map(checkedHash), analytics ? TAG_MANAGER : undefined]],
    // Tailwind's stylesheet only: the markup has no style attributes (scripts/postbuild checks it).
    ["style-src", ["'self'"]],
    // data: for the icon in each page (app/root.tsx): an image, never a script.
    ["img-src", ["'self'", "data:", assets && checkedHost(assets), ...collectors]],
    ["media-src", ["'self'", assets && checkedHost(assets)]],
    // The SDK's token endpoint and discovery fetch, and GA4's hits.
    ["connect-src", ["'self'", identity, ...collectors]],
    // The SDK's hidden silent-check iframe.
    ["frame-src", [identity]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}

/** Powerful features the site never uses are off; the landing page plays its own audio. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * HSTS for a year. Not includeSubDomains or preload: other hosts under the same domain are not
 * ours to commit to https.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** The headers every response carries, whatever its status. HSTS is added only over https. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // Popups keep their opener: the hosted login may open one.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    // For browsers older than CSP's frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}
