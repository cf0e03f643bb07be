import type { ReactNode } from "react";

/** The shell of /success and /failure: a message, and a way on. */
export function ReturnScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 text-center">
      <div aria-live="polite" className="max-w-md">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const returnLinkClass = "font-semibold text-brand underline underline-offset-4";
