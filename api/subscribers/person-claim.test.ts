// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeClientReference, encodeClientReference } from "../../app/contracts/client-reference";
import { personClaims } from "./person-claim";

const claims = personClaims("whsec_test123");

describe("a person's claim", () => {
  it("names the person it was signed for, through a client reference and back", async () => {
    const claim = (await claims.sign("auth0|6572a1b2c3d4e5f6a7b8c9d0"))!;
    const reference = encodeClientReference({
      userId: "Ab3dE6gH9",
      variant: "B",
      analyticsConsent: true,
      personClaim: claim,
    });
    expect(reference.length).toBeLessThanOrEqual(200);
    expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeClientReference(reference)!;
    expect(decoded).toMatchObject({ userId: "Ab3dE6gH9", variant: "B", analyticsConsent: true });
    expect(await claims.verify(decoded.personClaim!)).toBe("auth0|6572a1b2c3d4e5f6a7b8c9d0");
  });

  it("names nobody when forged, altered, or signed with another secret", async () => {
    const claim = (await claims.sign("auth0|ana"))!;
    const other = (await personClaims("whsec_someone_else").sign("auth0|ana"))!;
    const mallory = (await claims.sign("auth0|mallory"))!;
    const swapped = claim.slice(0, -22) + mallory.slice(-22); // Ana's name, Mallory's signature
    const flipped = claim.slice(0, 3) + (claim[3] === "A" ? "B" : "A") + claim.slice(4);
    for (const forged of [other, swapped, flipped, "YXV0aDB8YW5hAAAAAAAAAAAAAAAAAAAAAA", "x".repeat(10)]) {
      expect(await claims.verify(forged)).toBeNull();
    }
  });

  it("is not made for a subject too long to fit the provider's reference", async () => {
    expect(await claims.sign(`auth0|${"a".repeat(150)}`)).toBeNull();
  });
});
