import { describe, expect, it } from "vitest";
import { createAccountStore } from "./accounts";

describe("local identity provider accounts", () => {
  it("signs up and logs in, with case-insensitive email", async () => {
    const store = createAccountStore();
    const account = await store.signUp({ name: " Ana ", email: "Ana@Example.com", password: "long enough" });
    expect(account.name).toBe("Ana");
    expect((await store.logIn("ana@example.com", "long enough"))?.id).toBe(account.id);
    expect(await store.logIn("ana@example.com", "wrong password")).toBeUndefined();
    expect(await store.logIn("nobody@example.com", "long enough")).toBeUndefined();
  });

  it("explains bad sign-up input", async () => {
    const store = createAccountStore();
    await store.signUp({ name: "Ana", email: "ana@example.com", password: "long enough" });
    expect(store.validateSignUp({ name: "", email: "nope", password: "short" })).toEqual({
      name: "Enter your name.",
      email: expect.stringContaining("valid email"),
      password: "Use at least 8 characters.",
    });
    expect(store.validateSignUp({ name: "Bo", email: "ANA@example.com", password: "long enough" }).email).toMatch(
      /already exists/,
    );
  });
});
