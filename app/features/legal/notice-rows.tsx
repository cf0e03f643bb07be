/** The facts of a market's notice, label and value; two columns from the tablet width up. */
export function NoticeRows({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-4 py-3 md:grid-cols-[16rem_1fr] md:gap-4">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
