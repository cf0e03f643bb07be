// One person signed up per worker, whose browser storage (the identity SDK's session, the
// provider's cookie, the visitor's keys) a test's page starts from: for tests of what a signed-in
// person sees or presses, not of signing up. Such a test leaves the person as it found them: it
// neither buys nor logs out (tests that do sign their own person up).
import type { Browser } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { test as base } from "./fixtures";
import { signUpNewPerson, type Person } from "./identity";

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;

export interface SignedIn {
  /** A long name, as the header shows it. */
  person: Person;
  storage: StorageState;
}

async function signUpOnce(browser: Browser, workerIndex: number): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const person: Person = {
    name: "Maria Fernanda Wolfeschlegelsteinhausen-Bergdorff",
    email: `signed-in-${workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: "correct horse battery",
  };
  await signUpNewPerson(page, person, baseURL);
  const storage = await context.storageState();
  await context.close();
  return { person, storage };
}

/** `signedIn`: the worker's person; `test.use({ storageState: ({ signedIn }, provide) => provide(signedIn.storage) })` opens pages with their session. */
export const test = base.extend<object, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => use(await signUpOnce(browser, workerInfo.workerIndex)),
    { scope: "worker" },
  ],
});
