import type { SignUpSource } from "~/shared/analytics/analytics-events";
import { useSignUpLink } from "./hand-off-links";
import { useCommonCopy } from "~/shared/i18n/locale";

interface SignUpButtonProps {
  source: SignUpSource;
  label?: string;
  size?: "small" | "large";
  tone?: "primary" | "secondary";
}

/**
 * Every sign-up entry point on the site: a link to the /signup hand-off, which starts the hosted
 * sign-up (features/hand-off/page/hand-off-route.tsx), pressed before or after the app has loaded.
 */
export function SignUpButton({ source, label, size = "large", tone = "primary" }: SignUpButtonProps) {
  const common = useCommonCopy();
  const link = useSignUpLink({ source });
  const classes = [tone === "primary" ? "button-primary" : "button-secondary", size === "small" && "button-small"];
  return (
    <a {...link} className={classes.filter(Boolean).join(" ")}>
      {label ?? common.signUp}
    </a>
  );
}
