// The site-wide session's public entry, started once per page load by the root.
export { useAuthSession } from "./use-auth-session";
