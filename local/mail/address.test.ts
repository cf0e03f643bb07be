// Addresses as Resend takes them, for the mail stand-in and the preflight.
import { describe, expect, it } from "vitest";
import { domainOf, parseAddress } from "./address";

describe("addresses", () => {
  it("take a bare address or a named one, and refuse what is not an address", () => {
    expect(parseAddress("Snapsong <hello@mail.snapsong.app>")).toEqual({
      name: "Snapsong",
      email: "hello@mail.snapsong.app",
    });
    expect(parseAddress('"Snapsong, Inc." <hello@snapsong.app>')).toEqual({
      name: "Snapsong, Inc.",
      email: "hello@snapsong.app",
    });
    expect(parseAddress("hello@snapsong.app")).toEqual({ name: null, email: "hello@snapsong.app" });
    expect(domainOf(parseAddress("A <Hello@Mail.Snapsong.App>")!)).toBe("mail.snapsong.app");
    for (const bad of ["hello", "hello@", "hello@localhost", "Snapsong hello@snapsong.app", "<a@b.c> x", "a b@c.de"]) {
      expect(parseAddress(bad), bad).toBeNull();
    }
  });
});
