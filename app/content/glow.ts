// Copy of /glow, the screen checkout returns to.
import { TRIAL_DAYS } from "./plans";

export const glowCopy = {
  paid: {
    title: "You're in — welcome aboard!",
    lede: `Your ${TRIAL_DAYS}-day free trial has started. Here is how to make your first song:`,
    steps: [
      "Check your inbox: your receipt and a link to open the app are on their way.",
      "Pick a few photos from a day you want to remember.",
      "Choose a vibe, and your song is ready in about two minutes.",
    ],
    action: "Back to the home page",
  },
  unpaid: {
    title: "No payment was made",
    lede: "Nothing was charged. Your free trial is one click away whenever you are ready.",
    action: "See plans and pricing",
  },
  help: "Questions about billing? Write to",
};
