// The banners at the foot of the screen (the language offer and the consent banner:
// features/site-shell/page-banners.tsx) hide when answered, before and after the app has loaded.
// A focus left in a hidden banner falls to <body>: the next Tab, and a screen reader, would start
// the page over. So an answer moves the focus on.

/** Props of a banner: focusable by script, so an answer can hand the focus to the next one. */
export const bannerProps = { "data-banner": "", tabIndex: -1 } as const;

/** Props of the skip link, which comes right before the banners in the page. */
export const skipLinkProps = { "data-skip-link": "" } as const;

const isShown = (element: Element) => element.getClientRects().length > 0;

/**
 * Hides the banner `pressed` is in (`hide`) and, if the focus was in it, moves the focus on: back
 * to `askedFrom` (the control that showed the banner again), else to a banner still shown (the
 * consent banner after the language offer), else to the skip link. The banners come right after
 * it in the page, so the visitor is where they were in the Tab order: the next Tab goes on to the
 * header, and a screen reader goes on from the top of the page rather than reading it again.
 */
export function answerBanner(pressed: Element, hide: () => void, askedFrom?: HTMLElement | null): void {
  const banner = pressed.closest("[data-banner]");
  const hadFocus = !!banner?.contains(document.activeElement);
  hide();
  if (!hadFocus) return;
  if (askedFrom?.isConnected) return askedFrom.focus();
  const next =
    [...document.querySelectorAll<HTMLElement>("[data-banner]")].find(isShown) ??
    document.querySelector<HTMLElement>("[data-skip-link]");
  // Both are in sight (a banner at the foot of the screen, the skip link fixed at the top when
  // focused; unfocused it sits at the top of the page, where a scroll would take a mouse user).
  next?.focus({ preventScroll: true });
}
