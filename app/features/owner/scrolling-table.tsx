import type { ReactNode } from "react";

/**
 * A table of the owner's figures in its card, with its caption: it scrolls sideways on a narrow
 * screen, from the keyboard too (the region takes the focus and is named by the caption). `head`
 * and `body` are the table's; `after`, a note inside the card below it.
 */
export function ScrollingTable({
  name,
  caption,
  minWidth,
  head,
  body,
  after,
}: {
  /** The table's `data-testid` and its caption's id. */
  name: string;
  caption: string;
  /** Tailwind's class for the width below which it scrolls (`min-w-[32rem]`). */
  minWidth: string;
  head: ReactNode;
  body: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={`${name}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-white"
    >
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={name}>
        <caption id={`${name}-caption`} className="px-3 pt-3 text-left text-lg font-bold">
          {caption}
        </caption>
        <thead>{head}</thead>
        <tbody>{body}</tbody>
      </table>
      {after}
    </div>
  );
}
