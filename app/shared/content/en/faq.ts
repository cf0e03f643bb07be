// English: the FAQ of the landing and pricing pages, eight questions.
export const faq = {
  title: "Questions, answered",
  contactLead: "Still curious? Write to us at",
  /** Joins the plans' credit lines in the credits answer ('Pro includes …; Max has no limit'). */
  planCredits: {
    limited: "{plan} includes {credits} credits a month",
    unlimited: "{plan} has no limit",
    separator: "; ",
  },
  items: [
    {
      question: "How does {product} turn photos into a song?",
      answer:
        "You upload a few photos. Our AI reads the moments in them — the people, the places, the mood — writes lyrics about them and composes an original song with vocals and instruments around those lyrics.",
    },
    {
      question: "How many photos do I need?",
      answer:
        "One is enough, and up to 20 works best. A handful of photos from the same day or trip gives the song a story to tell.",
    },
    {
      question: "How long does it take to make a song?",
      answer:
        "Usually under two minutes. With parallel generations you can make several versions at once and keep the one you love.",
    },
    {
      question: "What is a credit?",
      answer: "Credits are how songs are counted: {creditsPerSong} credits make one song. {planCredits}.",
    },
    {
      question: "How does the free trial work?",
      answer:
        "Your first plan starts with a {days}\u2011day free trial, one per person. You won't be charged until the trial ends, and if you cancel before then you pay nothing.",
    },
    {
      question: "Can I cancel anytime?",
      answer:
        "Yes. “Cancel subscription”, at the foot of every page, lets you cancel without an account: give the email you bought with and we email you a one-time link (signed in, you cancel straight from your account). You keep access until the end of the period you paid for, and a confirmation follows by email.",
    },
    {
      question: "Who owns the songs I make?",
      answer:
        "You do. Songs are yours to keep, download and share. Max adds a licence for commercial use, such as in videos you monetise.",
    },
    {
      question: "Are my photos private?",
      answer:
        "Yes. Your photos are used only to make your song, are never shared or sold, and you can delete them and your songs at any time.",
    },
  ],
} as const;
