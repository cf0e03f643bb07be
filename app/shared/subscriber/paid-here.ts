// What this browser knows it paid for, for a person nobody has signed in as (or whom the API could
// not answer for): the `hasPaid` flag a purchase here sets (docs/product.md). The model's one door
// to it, so no screen or script weighs the flag against a session for itself; subscriber.ts's
// `usePaidHere` is the same for React. Why: docs/decisions/011-one-subscriber-model.md
import { readHasPaid } from "~/shared/visitor/visitor";

/** Whether a purchase in this browser marked it paid; false where storage is blocked or broken. */
export const paidHere = (): boolean => readHasPaid();
