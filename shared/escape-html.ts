// Text put into hand-written HTML: the local stand-ins' pages and the title the build gives the SPA
// shell. No imports, so every part of the repository may use it, a production install of server/
// included (docs/operations.md, "Node server").

/** `value` as HTML text or a quoted attribute value: `& < > " '` become character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
