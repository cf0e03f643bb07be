// Where the /signup hand-off writes why it could not send the visitor on: the page renders the
// element with its language's words for each reason (hand-off-screen.tsx), the script picks one
// (features/hand-off/page/page-hand-off.ts). Its own module, so the page's chunk does not carry the script's code.
export const HAND_OFF_MESSAGE_ID = "hand-off-message";

/** Where the /account hand-off lists the subscriptions a person chooses from (subscription-choice.tsx). */
export const SUBSCRIPTION_CHOICE_ID = "subscription-choice";
