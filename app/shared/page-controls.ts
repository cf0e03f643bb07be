// The few controls that need code from the first paint on, before the app has loaded (the song
// sample's play/pause, the consent answers, the language choices, the payment links). The boot
// script installs one listener for the page's whole life and hands it each feature's control
// (features/*/boot.ts); components only mark their elements with the control's props and show
// what the elements do. So each behaviour is written once, and each press is handled once,
// whether the app has loaded or not.

export interface PageControl {
  /** The attribute that marks the control's elements. */
  attribute: string;
  /** Carries out a press on a marked element. */
  press(element: Element, event: MouseEvent): void;
}

/** A press that follows a link here: not a new tab or window (a modifier key, another button). */
export const isPlainPress = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The boot script's part: one listener, before the first paint. */
export function installPageControls(controls: readonly PageControl[]): void {
  const marked = controls.map(({ attribute }) => `[${attribute}]`).join(",");
  // On the window, in the capture phase: it hears every press first. React's own listener on the
  // document stops a press that lands while the page is being hydrated and it cannot dispatch yet
  // (react-dom's dispatchEvent), and a listener after it would never hear that press.
  window.addEventListener(
    "click",
    (event) => {
      const element = (event.target as Element | null)?.closest?.(marked);
      if (!element || event.defaultPrevented) return;
      controls.find(({ attribute }) => element.hasAttribute(attribute))?.press(element, event);
    },
    { capture: true },
  );
}
