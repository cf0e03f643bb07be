import type { CodeReadout } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { ScrollingTable } from "./scrolling-table";
import type { ReadoutNumbers } from "./readout-numbers";

/**
 * The period's sales by campaign code (api/experiment/code-counts.ts): a row per code used and one
 * for sales without a code, with what was paid net of tax after the discount and what the code
 * took off. Scrolls sideways on a narrow screen, as the headlines' table does.
 */
export function CodeTable({
  codes,
  copy: { codes: words },
  numbers,
}: {
  codes: CodeReadout[];
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <div className="space-y-2">
      <ScrollingTable
        name="code-table"
        caption={words.caption}
        minWidth="min-w-[32rem]"
        head={
          <>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="px-3 py-2 font-semibold">
                {words.code}
              </th>
              {(["subscriptions", "payments", "revenue", "discount"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {words[column]}
                </th>
              ))}
            </tr>
          </>
        }
        body={
          <>
            {codes.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-3 text-muted">
                  {words.empty}
                </td>
              </tr>
            )}
            {codes.map((row) => (
              <tr key={row.code ?? ""} className="border-b border-line last:border-0" data-code={row.code ?? ""}>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {row.code ?? <span className="font-normal text-muted">{words.none}</span>}
                </th>
                <td className={cell}>{numbers.count(row.subscriptions)}</td>
                <td className={cell}>{numbers.count(row.payments)}</td>
                <td className={cell}>{numbers.dollars(row.revenue)}</td>
                <td className={cell}>{numbers.dollars(row.discount)}</td>
              </tr>
            ))}
          </>
        }
      />
      <p className="text-xs text-muted">{words.note}</p>
    </div>
  );
}
