// Copy of the /signup hand-off page, which sends the visitor on to the hosted sign-up.
export const signUpCopy = {
  title: "Taking you to sign-up…",
  /** For a signed-in visitor who chose a plan: on to its checkout instead. */
  checkoutTitle: "Taking you to checkout…",
  text: "One moment: we're opening a secure sign-up page.",
  noScriptTitle: "Sign-up needs JavaScript",
  noScriptText:
    "Our secure sign-up page runs in your browser with JavaScript. Turn JavaScript on for this site and try again.",
  retry: "Try again",
  back: "See the plans",
};
