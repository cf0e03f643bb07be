import { describe, expect, it } from "vitest";
import { decodeClientReference, encodeClientReference } from "./client-reference.ts";

describe("client reference", () => {
  it("round-trips the visitor's id, variant and consent within the provider's rules", () => {
    for (const variant of ["A", "B", "C", null] as const) {
      for (const analyticsConsent of [true, false]) {
        const reference = { userId: "Ab3dE6gH9", variant, analyticsConsent };
        const encoded = encodeClientReference(reference);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
        expect(encoded.startsWith("Ab3dE6gH9")).toBe(true);
        expect(decodeClientReference(encoded)).toEqual(reference);
      }
    }
  });

  it("reads an older link's bare id as a visitor without consent", () => {
    expect(decodeClientReference("Ab3dE6gH9")).toEqual({ userId: "Ab3dE6gH9", variant: null, analyticsConsent: false });
  });

  it("reads past the person's claim an older page added: it names nobody", () => {
    expect(decodeClientReference("Ab3dE6gH9_B_g_pYXV0aDB8YW5hQkNERUZHSElKS0xNTk9QUVJT")).toEqual({
      userId: "Ab3dE6gH9",
      variant: "B",
      analyticsConsent: true,
    });
  });

  it("refuses anything else", () => {
    for (const value of [
      undefined,
      null,
      42,
      "",
      "short",
      "Ab3dE6gH9_D_g",
      "Ab3dE6gH9_A_y",
      "Ab3dE6gH9_A_g_",
      "Ab3dE6gH!",
    ]) {
      expect(decodeClientReference(value)).toBeNull();
    }
    expect(() => encodeClientReference({ userId: "bad id", variant: null, analyticsConsent: true })).toThrow();
  });
});
