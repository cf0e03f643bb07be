// The one HTML shell of the local stand-ins' pages (identity provider and checkout): the same card
// layout, in each service's colours, so the two look like different hosted services.
import escapeHtml from "escape-html";

export interface StandInLook {
  /** Which stand-in this is, shown in the tab title. */
  service: string;
  /** Shown under every page, so nobody mistakes the stand-in for the real service. */
  footer: string;
  colors: { background: string; ink: string; accent: string; muted: string };
  cardWidth: string;
  buttonRadius: string;
  /** The service's own rules, on top of the shared ones. */
  css: string;
}

/** A page renderer for one stand-in: `(title, trusted body markup) => HTML`. Callers escape the body. */
export function standInPages(look: StandInLook): (title: string, body: string) => string {
  const { background, ink, accent, muted } = look.colors;
  const css = `
  body { font: 16px/1.5 system-ui, sans-serif; background: ${background}; color: ${ink}; margin: 0; display: grid; min-height: 100vh; place-items: center; }
  main { background: #fff; padding: 2rem; border-radius: 1rem; width: min(${look.cardWidth}, calc(100vw - 2rem)); box-sizing: border-box; box-shadow: 0 10px 30px color-mix(in srgb, ${ink} 10%, transparent); }
  button { width: 100%; padding: 0.75rem; border: 0; border-radius: ${look.buttonRadius}; background: ${accent}; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  :focus-visible { outline: 3px solid ${accent}; outline-offset: 2px; }
  footer { margin-top: 1.5rem; font-size: 0.8rem; color: ${muted}; }
${look.css}`;
  return (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(look.service)}</title>
<style>${css}</style>
</head>
<body><main>${body}<footer>${escapeHtml(look.footer)}</footer></main></body>
</html>`;
}
