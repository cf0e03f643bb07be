import { Link } from "react-router";
import { useCommonCopy, useLocalizedPath } from "~/shared/i18n/locale";
import { paths } from "~/contracts/paths";

/** The designed not-found and error screens. */
export function ErrorScreen({ kind }: { kind: "not-found" | "error" }) {
  const common = useCommonCopy();
  const href = useLocalizedPath();
  const { code, title, text } = kind === "not-found" ? common.notFound : common.error;
  return (
    <div className="section grid min-h-[28rem] place-items-center text-center">
      <div className="max-w-lg">
        <p className="gradient-text text-6xl font-extrabold">{code}</p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
          <Link to={href(paths.landing)} className="button-primary">
            {common.home}
          </Link>
          <Link to={href(paths.pricing)} className="button-secondary">
            {common.seePricing}
          </Link>
        </div>
      </div>
    </div>
  );
}
