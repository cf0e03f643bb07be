// /account is prerendered once for every intent, in a subscription's words; for a Log in press
// (go=login) its script puts the login's words in their place (hand-off-screen.tsx), in the tab's
// title too.

export function showLoginWords(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-login]")) {
    const words = element.dataset.login ?? "";
    if (element.textContent) document.title = document.title.replace(element.textContent, words);
    element.textContent = words;
  }
}
