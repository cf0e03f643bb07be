import type { LandingCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { useCommonCopy } from "~/shared/i18n/locale";
import { avatarOf, testimonials, type Testimonial } from "~/shared/content/testimonials";
import { assetUrl } from "~/shared/site/assets";

interface TestimonialsProps {
  copy: LandingCopy["testimonials"];
  /** Each testimonial's ISO date written in full, formatted at build time (features/landing/landing-route.tsx). */
  dates: Readonly<Record<string, string>>;
}

export function Testimonials({ copy, dates }: TestimonialsProps) {
  const common = useCommonCopy();
  return (
    <section aria-labelledby="testimonials-title" className="section">
      <h2 id="testimonials-title" className="section-title text-center">
        {copy.title}
      </h2>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.handle}>
            <TestimonialCard
              testimonial={testimonial}
              quote={fill(common.quote, { text: copy.quotes[testimonial.id] })}
              date={dates[testimonial.date] ?? testimonial.date}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestimonialCard({ testimonial, quote, date }: { testimonial: Testimonial; quote: string; date: string }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <blockquote className="flex-1 text-lg">{quote}</blockquote>
      <figcaption className="flex items-center gap-3">
        <img
          src={assetUrl(avatarOf(testimonial))}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full"
        />
        <div className="text-sm">
          <div className="font-bold">{testimonial.name}</div>
          <div className="text-muted">
            {testimonial.handle} · <time dateTime={testimonial.date}>{date}</time>
          </div>
        </div>
      </figcaption>
    </figure>
  );
}
