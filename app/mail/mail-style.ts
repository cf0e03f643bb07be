// How every mail looks: one column, system fonts, dark text on white, underlined links and one
// button-like link per action. Only inline styles (mail clients drop style sheets); no images, so a
// mail reads the same with images off. The colours' contrast is pinned in mail-style.test.ts.
import type { CSSProperties } from "react";

export const palette = {
  text: "#18181b",
  muted: "#52525b",
  link: "#1d4ed8",
  /** The action link's text, on `link` as its background. */
  onLink: "#ffffff",
  page: "#f4f4f5",
  card: "#ffffff",
  rule: "#d4d4d8",
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  body: { margin: 0, padding: "24px 0", backgroundColor: palette.page, fontFamily: font },
  card: { maxWidth: "560px", padding: "32px 24px", backgroundColor: palette.card, color: palette.text },
  product: { margin: "0 0 8px", fontSize: "14px", lineHeight: "20px", fontWeight: 600, color: palette.muted },
  title: { margin: "0 0 16px", fontSize: "24px", lineHeight: "32px", fontWeight: 700, color: palette.text },
  heading: { margin: "24px 0 8px", fontSize: "18px", lineHeight: "26px", fontWeight: 700, color: palette.text },
  text: { margin: "0 0 12px", fontSize: "16px", lineHeight: "24px", color: palette.text },
  fact: { margin: "0 0 4px", fontSize: "16px", lineHeight: "24px", color: palette.text },
  facts: { margin: "0 0 16px", padding: "12px 16px", borderLeft: `4px solid ${palette.rule}` },
  small: { margin: "0 0 8px", fontSize: "13px", lineHeight: "20px", color: palette.muted },
  link: { color: palette.link, textDecoration: "underline" },
  action: {
    display: "inline-block",
    padding: "12px 20px",
    borderRadius: "6px",
    backgroundColor: palette.link,
    color: palette.onLink,
    fontSize: "16px",
    lineHeight: "24px",
    fontWeight: 600,
    textDecoration: "underline",
  },
  rule: { margin: "24px 0 16px", border: "none", borderTop: `1px solid ${palette.rule}` },
} satisfies Record<string, CSSProperties>;
