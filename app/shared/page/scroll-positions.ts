// Where the tab's scroll position on each page of its history is kept. React Router's scroll
// restoration (its useScrollRestoration, in app/root.tsx) saves it as the visitor leaves a page and
// restores it on the app's own navigations; a reloaded or revisited document is put back here, by
// the script at the end of its <body> (app/boot/document-end.ts). React Router's <ScrollRestoration> does that part with an inline script of its
// own, which throws when site data is blocked (sessionStorage throws a SecurityError, and its catch
// touches sessionStorage again): an uncaught error on every page. This one is guarded.

/** React Router's own key for the positions, so both halves read the same entry. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

export function restoreScrollPosition(win: Window = window): void {
  // React Router keys each history entry by this; a tab's first document has none yet.
  const state = win.history.state as { key?: string } | null;
  if (!state?.key) win.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  const restore = () => {
    try {
      const positions = JSON.parse(win.sessionStorage.getItem(SCROLL_POSITIONS_KEY) || "{}") as Record<string, unknown>;
      const y = positions[(win.history.state as { key: string }).key];
      if (typeof y === "number") win.scrollTo(0, y);
    } catch {
      // Site data blocked, or an entry that does not parse: the page starts at its top.
    }
  };
  restore();
}
