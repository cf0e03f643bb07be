// Hostile input against each deploy target (see server.spec.ts): a 4xx, nothing leaked, and the
// server keeps serving. Raw sockets, because fetch would normalise or refuse these requests.
import { rawGet, rawRequest, type RawResponse } from "../testing/server/raw-http";
import { expect, test } from "./fixtures";
import { portOf } from "./server-checks";
import { targetOf, type TargetTraits } from "./server-targets";

// The browser reports 404 documents as console errors.
test.use({ allowedConsoleErrors: [/404/] });

let traits: TargetTraits;
test.beforeEach(() => {
  traits = targetOf(test.info()).traits;
});

test.describe("hostile input gets a 4xx, leaks nothing, and the server keeps serving", () => {
  let port: number;
  test.beforeEach(({ baseURL }) => {
    port = portOf(baseURL);
  });

  async function expectStillServing() {
    const response = await rawGet(port, "/");
    expect(response.status).toBe(200);
  }

  function expectNothingLeaked(response: RawResponse) {
    const body = response.body.toString("latin1");
    expect(body).not.toContain('"devDependencies"'); // package.json
    expect(body).not.toContain('"clientId"'); // build/site-config.json
    expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/); // a stack trace
  }

  test("path traversal in any encoding", async () => {
    const attempts = [
      "/../package.json",
      "/../../package.json",
      "/assets/../../package.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2f%2e%2e%2fpackage.json",
      "/%252e%252e%252fpackage.json",
      "/..%5c..%5cpackage.json",
      "/..\\..\\package.json",
      "/../site-config.json",
      "/index.html%00.js",
    ];
    for (const target of attempts) {
      const response = await rawGet(port, target);
      const expected = target.includes("%00") ? traits.nulInPathStatuses : traits.traversalStatuses;
      expect(expected, target).toContain(response.status);
      expectNothingLeaked(response);
    }
    await expectStillServing();
  });

  test("a raw NUL byte and garbage instead of HTTP", async () => {
    const nul = await rawRequest(port, "GET /\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(nul.status).toBe(400);
    const garbage = await rawRequest(port, "\u0016\u0003\u0001 hello");
    expect(traits.garbageStatuses).toContain(garbage.status);
    await expectStillServing();
  });

  test("malformed percent-encoding", async () => {
    const response = await rawGet(port, "/%E0%A4%A");
    expect(traits.malformedEscapeStatuses).toContain(response.status);
    expectNothingLeaked(response);
    await expectStillServing();
  });

  test("over-long URLs and huge headers", async () => {
    expect(traits.tooLongUrl).toContain((await rawGet(port, `/${"a".repeat(10 * 1024)}`)).status);
    const huge = await rawGet(port, `/${"a".repeat(20 * 1024)}`);
    expect([...traits.tooLongUrl, ...traits.tooLargeHeaders]).toContain(huge.status);
    expect(traits.tooLargeHeaders).toContain((await rawGet(port, "/", { "X-Filler": "x".repeat(64 * 1024) })).status);
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`X-H${i}`, "x"]));
    expect(traits.manySmallHeadersStatuses).toContain((await rawGet(port, "/", many)).status);
    await expectStillServing();
  });

  test("methods other than GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await rawGet(port, "/pricing", { "Content-Length": "0" }, method);
      expect(response.status, method).toBe(405);
      if (traits.allowHeader) expect(response.headers["allow"]).toBe("GET, HEAD");
    }
    await expectStillServing();
  });
});
