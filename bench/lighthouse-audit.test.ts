import { describe, expect, it } from "vitest";
import { scriptBytes } from "./lighthouse-audit";

describe("scriptBytes", () => {
  it("adds the scripts a page fetched, from its own origin when asked", () => {
    const requests = [
      { url: "http://localhost:4000/", resourceType: "Document", transferSize: 9000 },
      { url: "http://localhost:4000/assets/framework-1.js", resourceType: "Script", transferSize: 300 },
      { url: "https://tags.example/gtag/js?id=G-1", resourceType: "Script", transferSize: 50 },
      { url: "http://localhost:4001/assets/other.js", resourceType: "Script", transferSize: 7 },
      { resourceType: "Script" },
    ];
    expect(scriptBytes(requests)).toBe(357);
    expect(scriptBytes(requests, "http://localhost:4000")).toBe(300);
    expect(scriptBytes(requests.slice(0, 1), "http://localhost:4000")).toBe(0);
  });
});
