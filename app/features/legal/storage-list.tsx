import type { privacyPage } from "./legal-page";

type Storage = ReturnType<typeof privacyPage>["storage"];

/** What the browser keeps, one entry a card (a table would not fit a 320 px phone). */
export function StorageList({ title, intro, items }: Storage) {
  return (
    <section aria-labelledby="browser-storage-title">
      <h2 id="browser-storage-title" className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed">{intro}</p>
      <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
        {items.map((item) => (
          <li key={item.names[0]} className="px-4 py-3">
            <p className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">
              {item.names.map((name, index) => (
                <span key={name}>
                  {index > 0 && ", "}
                  <code>{name}</code>
                </span>
              ))}
            </p>
            <p className="mt-1 text-sm text-muted">
              {item.place} · {item.kept}
            </p>
            <p className="mt-1">{item.purpose}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
