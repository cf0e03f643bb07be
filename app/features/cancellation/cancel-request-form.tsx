import { cancelPaths } from "~/contracts/cancel-api";
import type { CancellationCopy } from "~/shared/content/copy";
import { useLocale } from "~/shared/i18n/locale";
import { ScriptMessage } from "./outcome-note";

type FormCopy = CancellationCopy["request"];

const choice = "flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 has-checked:border-brand";

/**
 * The email and the contract to end. Without JavaScript it posts as a form and the API's redirect
 * brings the page back saying what happened; with it, the page's script sends it as JSON and says
 * so here (cancel-request.ts).
 */
export function CancelRequestForm({ copy }: { copy: FormCopy }) {
  const { form } = copy;
  return (
    <form method="post" action={cancelPaths.request} className="mt-6 flex flex-col gap-5">
      <input type="hidden" name="locale" value={useLocale()} />
      <label className="flex flex-col gap-2 font-semibold">
        {form.email}
        <input
          type="email"
          name="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          className="min-h-12 rounded-xl border border-line bg-white px-4 font-normal"
        />
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{form.contract}</legend>
        <label className={choice}>
          <input type="radio" name="contract" value="plan" required className="size-5 accent-brand" />
          {form.plan}
        </label>
        <label className={choice}>
          <input type="radio" name="contract" value="research" required className="size-5 accent-brand" />
          {form.research}
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button-primary w-full xs:w-auto">
          {form.submit}
        </button>
        <ScriptMessage role="status" words={{ sending: form.sending, sent: copy.sent }} />
        <ScriptMessage role="alert" words={copy.errors} />
      </div>
    </form>
  );
}
