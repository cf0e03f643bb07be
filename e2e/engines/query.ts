// How a flow names an element: by role, text or label, as a person would. Queries cross into the
// page as JSON (a RegExp as its source and flags), where in-page.ts resolves them.

export type Text = string | RegExp;

interface Scoped {
  /** Only inside the (visible) elements this query finds. */
  within?: Query;
}

export type Query =
  | ({ role: string; name?: Text; level?: number; checked?: boolean } & Scoped)
  | ({ text: Text } & Scoped)
  | ({ label: Text } & Scoped);

export type WireText = string | { regex: string; flags: string };

export type WireQuery =
  | { role: string; name?: WireText; level?: number; checked?: boolean; within?: WireQuery }
  | { text: WireText; within?: WireQuery }
  | { label: WireText; within?: WireQuery };

const wireText = (text: Text): WireText =>
  typeof text === "string" ? text : { regex: text.source, flags: text.flags };

export function toWire(query: Query): WireQuery {
  const within = query.within && toWire(query.within);
  if ("role" in query) return { ...query, name: query.name === undefined ? undefined : wireText(query.name), within };
  if ("text" in query) return { text: wireText(query.text), within };
  return { label: wireText(query.label), within };
}

/** "the button named "Pay" in the banner", for failure messages. */
export function describeQuery(query: Query): string {
  const show = (text: Text) => (typeof text === "string" ? JSON.stringify(text) : String(text));
  let what: string;
  if ("role" in query) {
    what = `${query.role}${query.level ? ` (level ${query.level})` : ""}`;
    if (query.name !== undefined) what += ` named ${show(query.name)}`;
    if (query.checked !== undefined) what += query.checked ? ", checked" : ", unchecked";
  } else if ("text" in query) what = `text ${show(query.text)}`;
  else what = `field labelled ${show(query.label)}`;
  return query.within ? `${what} in the ${describeQuery(query.within)}` : what;
}
