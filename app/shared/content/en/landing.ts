// English: the landing page's sections, in the order they appear (docs/product.md, Sections).
export const landing = {
  pageTitle: "{product} · Turn your photos into a song",
  hero: {
    /** One headline per A/B/C variant; the visitor's stored variant picks one before first paint. */
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
    imageAlt: "Photo cards turning into a colourful sound wave",
    /** `{count}` is the user claim, shown in bold. */
    socialProof: "Loved by {count} users",
    userClaim: "{users}+",
  },
  uploadExplainer: {
    title: "Upload photos. Get a song.",
    intro: "No musical talent needed. Three steps from your camera roll to a song you'll replay.",
    imageAlt: "Three photos flowing into a phone that plays music",
    steps: [
      { title: "Upload photos", text: "Pick 1 to 20 photos from a trip, a birthday or an ordinary Tuesday." },
      { title: "Choose a vibe", text: "Pop, folk, lo-fi, country, rock — or let the photos decide." },
      { title: "Get your song", text: "Lyrics about your moments, sung and produced, ready to share." },
    ],
  },
  songSample: {
    title: "Hear what a few photos can do",
    trackTitle: "Golden Hour on Route 1",
    trackCaption: "Made from 9 photos of a coastal road trip",
    play: "Play song sample",
    pause: "Pause song sample",
    /** The slider that shows and moves the playing position. */
    seek: "Position in the song sample",
    /** What the slider says its position is. */
    position: "{current} of {duration}",
    failed: "The sample could not be played. Check your connection and try again.",
    sound: "It is playing, but your device reported a sound problem. Check your speakers or headphones.",
  },
  signUpCta: {
    title: "Your first {days}\u00a0days are on us",
    text: "Sign up, pick a plan and start your {days}\u2011day free trial: cancel before it ends and you pay nothing.",
    button: "Sign Up",
  },
  testimonials: {
    title: "Loved by people who love their photos",
    /** What each person said (shared/content/testimonials.ts has who and when). */
    quotes: {
      ava: "I uploaded twelve photos from our road trip and got back a folk song that named the diner we stopped at. My sister cried. Then I cried.",
      marcus:
        "Made a birthday song for my dad from his old fishing pictures. He has played it every morning since. Best gift I have ever given.",
      priya: "We played a song made from our engagement photos at the wedding. Guests kept asking which band wrote it.",
      jonas:
        "I run parallel generations and pick the best take, like having a studio band on call. Worth every credit.",
    },
  },
  tryForFree: {
    title: "Try it free for {days}\u00a0days",
    text: "Full access to every style. Cancel anytime before the trial ends and pay nothing.",
    button: "Get First Song",
  },
} as const;
