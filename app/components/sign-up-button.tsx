import { prefetchAuth } from "~/lib/auth/auth-provider";
import { useAuth } from "~/lib/auth/auth-state";
import type { SignUpSource } from "~/lib/analytics-events";

interface SignUpButtonProps {
  source: SignUpSource;
  label?: string;
  size?: "small" | "large";
  tone?: "primary" | "secondary";
}

/** Every sign-up entry point on the site: starts a hosted-login sign-up (spec §2). */
export function SignUpButton({ source, label = "Sign Up", size = "large", tone = "primary" }: SignUpButtonProps) {
  const { signUp } = useAuth();
  const classes = [tone === "primary" ? "button-primary" : "button-secondary", size === "small" && "button-small"];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(" ")}
      onPointerEnter={prefetchAuth}
      onFocus={prefetchAuth}
      onClick={() => void signUp(source)}
    >
      {label}
    </button>
  );
}
