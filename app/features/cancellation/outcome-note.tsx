import type { ReactNode } from "react";

/**
 * What a form posted without JavaScript came to: shown when the address targets it, as the API's
 * redirect does (`/cancel?sent=1#sent`, contracts/cancel-api.ts), by CSS alone; hidden once the
 * page's script has answered a press itself (cancel-marks.ts `answered`).
 */
export function OutcomeNote({
  id,
  tone,
  title,
  children,
}: {
  id: string;
  tone: "good" | "bad";
  title?: string;
  children: ReactNode;
}) {
  const look = tone === "good" ? "border-brand/30 bg-soft" : "border-alarm/30 bg-alarm-soft";
  return (
    <div
      id={id}
      role={tone === "good" ? "status" : "alert"}
      className={`mt-6 hidden rounded-2xl border p-5 target:block group-data-answered:hidden ${look}`}
    >
      {title && <h2 className="text-lg font-bold">{title}</h2>}
      <div className={title ? "mt-1 text-muted" : ""}>{children}</div>
    </div>
  );
}

/**
 * A script's message, named `name` (its role, unless told): the words are its `data-*` attributes,
 * and the script writes them in, maybe before React hydrates (React leaves its inside alone).
 */
export function ScriptMessage({
  role,
  name = role,
  words,
  plain = false,
}: {
  role: "status" | "alert";
  name?: string;
  words: Record<string, string>;
  /** Words in the flow of their card, not a note of their own. */
  plain?: boolean;
}) {
  return (
    <p
      role={role}
      {...Object.fromEntries(Object.entries(words).map(([name, text]) => [`data-${name}`, text]))}
      data-message={name}
      className={`mt-4 empty:hidden ${plain ? "" : `rounded-2xl p-4 ${role === "alert" ? "bg-alarm-soft font-semibold text-alarm" : "bg-soft"}`}`}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
