// English: the /signup hand-off page, which sends the visitor on to the hosted sign-up (or, signed
// in already, to the plan's checkout), and what it says when it cannot.
export const signUp = {
  title: "Taking you to sign-up…",
  text: "One moment: we're opening a secure sign-up page, or your checkout if you're signed in.",
  failedTitle: "Sign-up didn't open",
  noScriptTitle: "Sign-up needs JavaScript",
  noScriptText:
    "Our secure sign-up page runs in your browser with JavaScript. Turn JavaScript on for this site and try again.",
  retry: "Try again",
  back: "See the plans",
} as const;
