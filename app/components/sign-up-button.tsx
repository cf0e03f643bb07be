import { prefetchAuth, continueAsVisitor } from "~/lib/auth/auth-state";
import { earlyPress } from "~/lib/boot/press-queue";
import type { SignUpSource } from "~/lib/analytics-events";
import { signUpHref } from "~/lib/sign-up-request";
import { usePress } from "~/lib/use-press";

interface SignUpButtonProps {
  source: SignUpSource;
  label?: string;
  size?: "small" | "large";
  tone?: "primary" | "secondary";
}

/**
 * Every sign-up entry point on the site. It is a link to /signup, which starts the hosted sign-up
 * even when pressed before the app has loaded; once it has, a press goes straight to the provider.
 */
export function SignUpButton({ source, label = "Sign Up", size = "large", tone = "primary" }: SignUpButtonProps) {
  const press = usePress(() => continueAsVisitor(source));
  const classes = [tone === "primary" ? "button-primary" : "button-secondary", size === "small" && "button-small"];
  return (
    <a
      href={signUpHref({ source })}
      className={classes.filter(Boolean).join(" ")}
      onPointerEnter={prefetchAuth}
      onFocus={prefetchAuth}
      {...press}
      {...earlyPress.link()}
    >
      {label}
    </a>
  );
}
