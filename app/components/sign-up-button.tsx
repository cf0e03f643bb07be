import { signUp } from "~/lib/auth";
import type { SignUpSource } from "~/lib/analytics-events";

interface SignUpButtonProps {
  source: SignUpSource;
  label?: string;
  size?: "small" | "large";
  tone?: "primary" | "secondary";
}

/** Every sign-up entry point on the site: starts a hosted-login sign-up (spec §2). */
export function SignUpButton({ source, label = "Sign Up", size = "large", tone = "primary" }: SignUpButtonProps) {
  const classes = [tone === "primary" ? "button-primary" : "button-secondary", size === "small" && "button-small"];
  return (
    <button type="button" className={classes.filter(Boolean).join(" ")} onClick={() => signUp(source)}>
      {label}
    </button>
  );
}
