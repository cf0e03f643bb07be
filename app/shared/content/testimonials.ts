// The four testimonials on the landing page: who and when (what each said is in each language's
// copy, en/landing.ts, under the same id), and their faces.
export type TestimonialId = "ava" | "marcus" | "priya" | "jonas";

export interface Testimonial {
  id: TestimonialId;
  name: string;
  handle: string;
  /** ISO date, written out in the page's language. */
  date: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "ava",
    name: "Ava Thompson",
    handle: "@avaonatrip",
    date: "2026-08-14",
  },
  {
    id: "marcus",
    name: "Marcus Reid",
    handle: "@marcusmakesbeats",
    date: "2026-07-02",
  },
  {
    id: "priya",
    name: "Priya Nair",
    handle: "@priyaplans",
    date: "2026-09-21",
  },
  {
    id: "jonas",
    name: "Jonas Weber",
    handle: "@jonas.w",
    date: "2026-10-05",
  },
];

/** A testimonial's face: its view of one file with every face, one request for all (a path under the asset base URL). */
export const avatarOf = (testimonial: Testimonial) => `avatars/faces.svg#${testimonial.id}`;
