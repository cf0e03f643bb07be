// Copy of the landing page's sections, in the order they appear (docs/product.md, Sections).
import { TRIAL_DAYS } from "./plans";

export const hero = {
  /**
   * One headline per A/B/C variant; the visitor's stored variant picks one before first paint. The
   * hero indexes this with every variant, so a variant without a headline fails the typecheck.
   */
  headlines: {
    A: "Turn your photos into a song",
    B: "Your memories, set to music",
    C: "Every photo has a song. Hear yours.",
  },
  lede: "Upload a few photos and get an original song about your moments — lyrics, vocals and all — in about two minutes.",
  cta: "Get First Song",
  quote: {
    text: "It felt like someone wrote a song about our summer just for us.",
    author: "Lena, made her first song in July",
  },
};

export const uploadExplainer = {
  title: "Upload photos. Get a song.",
  intro: "No musical talent needed. Three steps from your camera roll to a song you'll replay.",
  steps: [
    { title: "Upload photos", text: "Pick 1 to 20 photos from a trip, a birthday or an ordinary Tuesday." },
    { title: "Choose a vibe", text: "Pop, folk, lo-fi, country, rock — or let the photos decide." },
    { title: "Get your song", text: "Lyrics about your moments, sung and produced, ready to share." },
  ],
};

export const songSample = {
  title: "Hear what a few photos can do",
  trackTitle: "Golden Hour on Route 1",
  trackCaption: "Made from 9 photos of a coastal road trip",
  file: "audio/song-sample.mp3",
};

export const signUpCta = {
  title: "Your first song is on us",
  text: "Create a free account and turn today's photos into tonight's favourite song.",
  button: "Sign Up",
};

export const testimonialsSection = {
  title: "Loved by people who love their photos",
};

export const tryForFree = {
  title: `Try it free for ${TRIAL_DAYS} days`,
  text: "Full access to every style. Cancel anytime before the trial ends and pay nothing.",
  button: "Get First Song",
};

export const faqSection = {
  title: "Questions, answered",
  contactLead: "Still curious? Write to us at",
};
