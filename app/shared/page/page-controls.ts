// The few controls that need code from the first paint on, before the app has loaded (the song
// sample's play/pause, the consent answers, the language choices, the payment links). The boot
// script installs its listeners once, for the page's whole life, and hands them each feature's
// control (features/*/boot.ts); components only mark their elements with the control's props and
// show what the elements do. So each behaviour is written once, and each press is handled once,
// whether the app has loaded or not.

export interface PageControl {
  /** The attribute that marks the control's elements. */
  attribute: string;
  /** Carries out a press on a marked element. */
  press(element: Element, event: MouseEvent): void;
  /**
   * Readies a marked element as it is pointed at (a button held down, its context menu asked for),
   * so a link opened in a new tab by the middle button, or copied, is the one a press would follow.
   */
  point?(element: Element): void;
}

/** A press that follows a link here: not a new tab or window (a modifier key, another button). */
export const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The boot script's part, before the first paint: presses, and links pointed at to be opened elsewhere. */
export function installPageControls(controls: readonly PageControl[]): void {
  const marked = controls.map(({ attribute }) => `[${attribute}]`).join(",");
  // On the window, in the capture phase: it hears every press first. React's own listener on the
  // document stops a press that lands while the page is being hydrated and it cannot dispatch yet
  // (react-dom's dispatchEvent), and a listener after it would never hear that press.
  for (const type of ["click", "pointerdown", "contextmenu"]) {
    window.addEventListener(
      type,
      (event) => {
        const element = (event.target as Element | null)?.closest?.(marked);
        const control = element && controls.find(({ attribute }) => element.hasAttribute(attribute));
        if (!element || !control || event.defaultPrevented) return;
        if (type === "click") control.press(element, event as MouseEvent);
        else control.point?.(element);
      },
      { capture: true },
    );
  }
}
