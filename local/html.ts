// The HTML shell of the local stand-ins' pages (identity provider and checkout).

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface StandInPage {
  title: string;
  /** Which stand-in this is, shown in the tab title. */
  service: string;
  css: string;
  /** Trusted markup: callers escape what they put in it. */
  body: string;
  footer: string;
}

export function standInPage({ title, service, css, body, footer }: StandInPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(service)}</title>
<style>${css}</style>
</head>
<body><main>${body}<footer>${escapeHtml(footer)}</footer></main></body>
</html>`;
}
