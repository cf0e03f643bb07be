import { authFailure } from "~/shared/auth/auth-failure";
import { auth } from "~/shared/auth/use-auth";
import { fill } from "~/shared/content/fill";
import { useCommonCopy } from "~/shared/i18n/locale";

/**
 * A sign-in error, shown until dismissed: what happened and what to do in the page's language, and
 * the provider's code to quote; the visitor can simply try again.
 */
export default function AuthFailureAlert({ error }: { error: unknown }) {
  const copy = useCommonCopy().authAlert;
  const failure = authFailure(error);
  return (
    <div className="mx-auto mt-4 w-full max-w-6xl px-4 xs:px-5 md:px-8">
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-accent/40 bg-white p-4 shadow-sm">
        <div className="flex-1">
          <p className="font-bold">{copy.title}</p>
          <p className="text-muted">{copy[failure.reason]}</p>
          {failure.code && <p className="mt-1 text-sm text-muted">{fill(copy.code, { code: failure.code })}</p>}
        </div>
        <button
          type="button"
          onClick={auth.dismissError}
          className="grid size-9 shrink-0 place-items-center rounded-full text-xl text-muted hover:bg-soft hover:text-ink"
          aria-label={copy.dismiss}
        >
          ×
        </button>
      </div>
    </div>
  );
}
