// Markup and presses for the page controls' tests (app/boot/, shared/payment-links/): a control's
// props as attributes, mounted as the page's body, pressed as a person does.

/** Makes the element of `html` the page's body, and answers it. */
export function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** A control's props as HTML attributes. */
export const attributes = (props: Record<string, string>) =>
  Object.entries(props)
    .map(([name, value]) => `${name}='${value.replace(/'/g, "&#39;")}'`)
    .join(" ");

/** A press; jsdom cannot navigate: the window sees the click last and keeps the page where it is. */
export function press(element: HTMLElement, init: MouseEventInit = {}) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  window.addEventListener("click", (e) => e.preventDefault(), { once: true });
  element.dispatchEvent(event);
  return event;
}
