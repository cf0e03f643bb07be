// The four testimonials on the landing page. `avatar` is a path under the asset base URL.
export interface Testimonial {
  name: string;
  handle: string;
  /** ISO date, shown in the visitor's words. */
  date: string;
  content: string;
  avatar: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Ava Thompson",
    handle: "@avaonatrip",
    date: "2026-08-14",
    content:
      "I uploaded twelve photos from our road trip and got back a folk song that named the diner we stopped at. My sister cried. Then I cried.",
    avatar: "avatars/ava.svg",
  },
  {
    name: "Marcus Reid",
    handle: "@marcusmakesbeats",
    date: "2026-07-02",
    content:
      "Made a birthday song for my dad from his old fishing pictures. He has played it every morning since. Best gift I have ever given.",
    avatar: "avatars/marcus.svg",
  },
  {
    name: "Priya Nair",
    handle: "@priyaplans",
    date: "2026-09-21",
    content: "We played a song made from our engagement photos at the wedding. Guests kept asking which band wrote it.",
    avatar: "avatars/priya.svg",
  },
  {
    name: "Jonas Weber",
    handle: "@jonas.w",
    date: "2026-10-05",
    content:
      "I run parallel generations and pick the best take, like having a studio band on call. Worth every credit.",
    avatar: "avatars/jonas.svg",
  },
];
