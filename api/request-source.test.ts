import { describe, expect, it } from "vitest";
import { cloudflareRequestSource, nodeRequestSource, sourceKey, UNKNOWN_SOURCE } from "./request-source";

describe("a request's source", () => {
  it("is the peer on a Node server reached directly: a client's forwarding headers change nothing", () => {
    const spoofed = { "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.9" };
    expect(nodeRequestSource("192.0.2.10", spoofed, false)).toBe("192.0.2.10");
    // A flooder rotating the headers stays one source.
    const sources = new Set(
      Array.from({ length: 50 }, (_, i) =>
        nodeRequestSource("192.0.2.10", { "x-forwarded-for": `10.0.0.${i}`, "x-real-ip": `10.1.0.${i}` }, false),
      ),
    );
    expect([...sources]).toEqual(["192.0.2.10"]);
  });

  it("behind our proxy is the address it names: X-Real-IP, else the entry it added last to X-Forwarded-For", () => {
    expect(nodeRequestSource("127.0.0.1", { "x-real-ip": "203.0.113.7" }, true)).toBe("203.0.113.7");
    // nginx's $proxy_add_x_forwarded_for appends the peer it saw to whatever the client sent.
    expect(nodeRequestSource("127.0.0.1", { "x-forwarded-for": "10.9.9.9, 203.0.113.7" }, true)).toBe("203.0.113.7");
    expect(nodeRequestSource("127.0.0.1", { "x-real-ip": "not an address" }, true)).toBe("127.0.0.1");
    expect(nodeRequestSource("127.0.0.1", {}, true)).toBe("127.0.0.1");
  });

  it("on Cloudflare Pages is CF-Connecting-IP, never X-Forwarded-For", () => {
    const headers = new Headers({ "CF-Connecting-IP": "203.0.113.7", "X-Forwarded-For": "10.0.0.1" });
    expect(cloudflareRequestSource(headers)).toBe("203.0.113.7");
    expect(cloudflareRequestSource(new Headers({ "X-Forwarded-For": "10.0.0.1" }))).toBe(UNKNOWN_SOURCE);
  });

  it("counts an IPv6 address by its /64, and an IPv4 one mapped into IPv6 as itself", () => {
    expect(sourceKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("[2001:db8::5]")).toBe("2001:db8:0:0::/64");
    expect(sourceKey("::1")).toBe("0:0:0:0::/64");
    expect(sourceKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(sourceKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(nodeRequestSource("::ffff:127.0.0.1", {}, false)).toBe("127.0.0.1");
  });

  it("is no source for what is not an address", () => {
    for (const junk of [
      undefined,
      "",
      "999.1.1.1",
      "1.2.3",
      "a:b:c",
      "1::2::3",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7::8:9",
    ])
      expect(sourceKey(junk), String(junk)).toBeNull();
    expect(nodeRequestSource(undefined, {}, false)).toBe(UNKNOWN_SOURCE);
  });
});
