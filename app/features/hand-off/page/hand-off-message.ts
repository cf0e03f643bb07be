// Where the /signup hand-off writes why it could not send the visitor on: the page renders the
// element with its language's words for each reason (hand-off-screen.tsx), the script picks one
// (features/hand-off/page/page-hand-off.ts). Its own module, so the page's chunk does not carry the script's code.
export const HAND_OFF_MESSAGE_ID = "hand-off-message";

/** Where the /account hand-off lists the subscriptions a person can choose to cancel (cancel-choice.tsx). */
export const CANCEL_CHOICE_ID = "cancel-choice";
