// How the header's account menu opens and closes, wherever it is and whoever renders it: the app
// (features/site-shell/account-menu.tsx) or a hand-off page's own script, which runs without the
// app (features/hand-off/page/page-account.ts). Plain DOM, so both run this one implementation on
// the markup account-menu-frame.tsx renders.

/**
 * Runs the menu whose wrapper is `root`: its button opens and closes the panel it controls; Escape
 * closes it and gives the button back its focus; a press or focus elsewhere, or a link followed in
 * it, closes it. Returns what stops it.
 */
export function runAccountMenu(root: Element): () => void {
  const button = root.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = button && root.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !panel) return () => undefined;
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const toggle = () => setOpen(panel.hidden);
  const closeOutside = (event: Event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || panel.hidden) return;
    setOpen(false);
    button.focus();
  };
  const closeOnLink = (event: Event) => {
    if ((event.target as Element | null)?.closest?.("a")) setOpen(false);
  };
  const { ownerDocument: document } = root;
  button.addEventListener("click", toggle);
  panel.addEventListener("click", closeOnLink);
  document.addEventListener("pointerdown", closeOutside);
  document.addEventListener("focusin", closeOutside);
  document.addEventListener("keydown", closeOnEscape);
  return () => {
    button.removeEventListener("click", toggle);
    panel.removeEventListener("click", closeOnLink);
    document.removeEventListener("pointerdown", closeOutside);
    document.removeEventListener("focusin", closeOutside);
    document.removeEventListener("keydown", closeOnEscape);
  };
}
