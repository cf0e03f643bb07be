// The bridge between Node and the API as decision 026 settles it: the process's own Request and
// Response stay, and a body of declared length is read without the stream the adapter would make.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readBody } from "../api/read-body.ts";
import { serveApi } from "./api-bridge.ts";

const LIMIT = 16;
const { Request: processRequest, Response: processResponse } = globalThis;

/** An API that answers what it read of the body, or 413 over the limit. */
async function echo(apiRequest: Request): Promise<Response> {
  const body = await readBody(apiRequest, LIMIT);
  return body.tooLarge ? new Response(null, { status: 413 }) : new Response(body.text);
}

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => void serveApi(echo, req, res, []));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A POST of `chunks`, with its length declared or, without it, chunked. */
function post(chunks: string[], declared: boolean): Promise<{ status: number; text: string }> {
  const { port } = server.address() as AddressInfo;
  const length = Buffer.byteLength(chunks.join(""));
  return new Promise((resolve, reject) => {
    const sent = request(
      { port, method: "POST", path: "/api/exposures", headers: declared ? { "Content-Length": length } : {} },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      },
    );
    sent.on("error", reject);
    for (const chunk of chunks) sent.write(chunk);
    sent.end();
  });
}

describe("the API bridge", () => {
  it("leaves the process's Request and Response as they are", async () => {
    expect((await post(["{}"], true)).status).toBe(200);
    expect(globalThis.Request).toBe(processRequest);
    expect(globalThis.Response).toBe(processResponse);
  });

  it("reads a body of declared length without a stream of it", async () => {
    const toWeb = vi.spyOn(Readable, "toWeb");
    try {
      expect(await post(['{"variant":', '"A"}'], true)).toEqual({ status: 200, text: '{"variant":"A"}' });
      expect(await post(["é".repeat(9)], true)).toEqual({ status: 413, text: "" });
      expect(toWeb).not.toHaveBeenCalled();
    } finally {
      toWeb.mockRestore();
    }
  });

  it("reads a chunked body up to the limit, and refuses one over it", async () => {
    expect(await post(['{"variant":', '"A"}'], false)).toEqual({ status: 200, text: '{"variant":"A"}' });
    expect(await post(["0123456789", "0123456789"], false)).toEqual({ status: 413, text: "" });
  });
});
