// The hand-off's public entry: where sign-up, plan and account links lead, what sends the visitor
// on, and the account menu of the /signup and /account pages (page/), which run without the app.
export { SignUpButton } from "./sign-up-button";
export { signUpLinkHref, useAccountLink, useSignUpLink } from "./hand-off-links";
export { afterLoginDestination } from "./after-login";
export { useAppHandOff } from "./app-hand-off";
export { HandOffAccountMenu } from "./page/page-account-menu";
