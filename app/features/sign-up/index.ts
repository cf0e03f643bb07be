// The sign-up feature's public entry: what other features and the root use of it.
export { SignUpButton } from "./sign-up-button";
export { useAuthSession } from "./use-auth-session";
export { useAccountHref, useSignUpLink } from "./sign-up-request";
export { HandOffAccountMenu } from "./hand-off-account-menu";
