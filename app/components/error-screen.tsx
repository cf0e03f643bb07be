import { Link } from "react-router";
import { paths } from "~/paths";

const copy = {
  "not-found": {
    code: "404",
    title: "This page hit a wrong note",
    text: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
  },
  error: {
    code: "Oops",
    title: "Something went wrong",
    text: "An unexpected error stopped this page from loading. Try again, or head back to the home page.",
  },
};

/** The designed not-found and error screens. */
export function ErrorScreen({ kind }: { kind: keyof typeof copy }) {
  const { code, title, text } = copy[kind];
  return (
    <div className="section grid min-h-[28rem] place-items-center text-center">
      <div className="max-w-lg">
        <p className="gradient-text text-6xl font-extrabold">{code}</p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
          <Link to={paths.landing} className="button-primary">
            Go to the home page
          </Link>
          <Link to={paths.pricing} className="button-secondary">
            See pricing
          </Link>
        </div>
      </div>
    </div>
  );
}
