import type { ReactNode } from "react";
import type { LegalFrame } from "./legal-page";

/**
 * The frame of every legal page: its heading, lede and date, and on a build whose legal settings
 * are examples, a note that says so, before the details (after the heading, which a first visit's
 * banners at the foot of a phone's screen must leave in view).
 */
export function LegalLayout({
  frame,
  title,
  lede,
  children,
}: {
  frame: LegalFrame;
  title: string;
  lede: string;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby="legal-title" className="section max-w-3xl break-words hyphens-auto">
      <h1 id="legal-title" className="text-3xl font-extrabold tracking-tight text-balance xs:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{lede}</p>
      <p className="mt-2 text-sm text-muted">{frame.updated}</p>
      {frame.example && (
        <aside
          aria-labelledby="legal-example-title"
          className="mt-8 rounded-2xl border-2 border-sun bg-amber-50 p-4 text-ink"
          data-testid="legal-example"
        >
          <h2 id="legal-example-title" className="font-bold">
            {frame.example.title}
          </h2>
          <p className="mt-1 text-sm [overflow-wrap:anywhere]">{frame.example.text}</p>
        </aside>
      )}
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

/** A titled part of a legal text, its paragraphs as written. */
export function LegalSection({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <section>
      <h2 className="text-xl font-bold">{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
