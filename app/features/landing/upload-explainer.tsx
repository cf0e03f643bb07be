import type { LandingCopy } from "~/shared/content/copy";
import { assetUrl } from "~/shared/site/assets";

export function UploadExplainer({ copy: uploadExplainer }: { copy: LandingCopy["uploadExplainer"] }) {
  return (
    <section aria-labelledby="upload-title" className="bg-white">
      <div className="section grid items-center gap-12 md:grid-cols-2">
        <img
          src={assetUrl("illustrations/upload-photos.svg")}
          alt={uploadExplainer.imageAlt}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md"
        />
        <div>
          <h2 id="upload-title" className="section-title">
            {uploadExplainer.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{uploadExplainer.intro}</p>
          <ol className="mt-8 space-y-6">
            {uploadExplainer.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-soft font-bold text-brand"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold">{step.title}</h3>
                  <p className="text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
