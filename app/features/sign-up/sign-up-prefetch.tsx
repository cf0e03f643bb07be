import { useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";

/**
 * Asks the browser to fetch the sign-up hand-off (`/signup` in the page's language) while the
 * visitor reads, so a sign-up press opens it at once instead of waiting a round trip for it (~0.6 s
 * on a slow phone network). One copy serves every sign-up link: the hosts send the page with
 * `No-Vary-Search: params` (server/build-output.ts). (The rules' `expects_no_vary_search` hint, which
 * would also let a press made before that header has arrived wait for the copy, fails the Nu HTML
 * Checker.) Browsers without speculation rules ignore the element; those that have them skip it
 * where the visitor saves data.
 */
export function SignUpPrefetch() {
  const href = useLocalizedPath();
  const rules = { prefetch: [{ urls: [href(paths.signUp)] }] };
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}
