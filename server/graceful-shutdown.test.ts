import { once } from "node:events";
import { existsSync } from "node:fs";
import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { Agent, get, type IncomingMessage } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../api/database/folder-lock.ts";
import { pgliteDatabase } from "../api/database/pglite.ts";
import { NOT_FOUND_PAGE } from "./build-output.ts";
import { createSiteServer, type SiteServer } from "./site-server.ts";
import { AUDIO, makeFixtureBuild, type FixtureBuild } from "../testing/server/fixture-build.ts";
import { apiOnFolder, serveProcess } from "../testing/server/serve-process.ts";

let build: FixtureBuild;

beforeAll(async () => {
  // Larger than the socket buffers, so responses are still being written when shutdown starts:
  // the audio streamed from disk, the not-found page handed to the socket in one write.
  build = await makeFixtureBuild({ audioBytes: 32 * 1024 * 1024 });
  await appendFile(join(build.clientDir, NOT_FOUND_PAGE), `<!--${" ".repeat(32 * 1024 * 1024)}-->`);
});

afterAll(() => build?.remove());

function request(port: number, path: string, agent: Agent): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get({ host: "127.0.0.1", port, path, agent }, resolve).on("error", reject));
}

async function bodyLength(response: IncomingMessage): Promise<number> {
  let length = 0;
  for await (const chunk of response) length += (chunk as Buffer).length;
  return length;
}

/** Resolves with the connection error, or undefined when a connection was accepted. */
function tryConnect(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

/** A keep-alive connection that has finished one request and now sits idle. */
async function idleKeepAliveSocket(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const response = await request(port, "/", agent);
  const socket = response.socket; // detached from the response once its body is read
  await bodyLength(response);
  expect(socket.destroyed).toBe(false);
  return { agent, closed: once(socket, "close") };
}

describe("shutdown", () => {
  let server: SiteServer;
  let port: number;

  beforeAll(async () => {
    server = createSiteServer({ root: build.clientDir });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  it("stops accepting, closes idle keep-alive connections and lets the responses in flight finish", async () => {
    const idle = await idleKeepAliveSocket(port);
    const slowAgent = new Agent({ keepAlive: true });
    // Slow clients: the server still has most of each response to send.
    const streaming = await request(port, AUDIO, slowAgent);
    streaming.pause();
    // Ended on the server's side but not yet flushed: what http.Server#close() would cut off.
    const buffered = await request(port, "/does-not-exist", slowAgent);
    buffered.pause();

    const stopped = server.shutdown();
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
    await idle.closed;

    expect(await bodyLength(streaming)).toBe(build.files[AUDIO]!.length);
    expect(streaming.complete).toBe(true);
    expect(buffered.statusCode).toBe(404);
    expect(await bodyLength(buffered)).toBe(Number(buffered.headers["content-length"]));
    expect(buffered.complete).toBe(true);
    await stopped;
    idle.agent.destroy();
    slowAgent.destroy();
  });
});

describe("SIGTERM", () => {
  // Starting a child process through tsx takes a few seconds on a busy machine.
  it("makes `npm run serve` finish its requests and exit with code 0", { timeout: 60_000 }, async () => {
    const server = serveProcess({ SITE_DIR: build.clientDir });
    const port = Number((await server.said(/Site: http:\/\/localhost:(\d+)/))[1]);

    const idle = await idleKeepAliveSocket(port);
    const slowAgent = new Agent({ keepAlive: true });
    const inFlight = await request(port, AUDIO, slowAgent);
    inFlight.pause();

    server.child.kill("SIGTERM");
    await idle.closed; // the server let go of the idle connection without waiting for its timeout
    expect(await bodyLength(inFlight)).toBe(build.files[AUDIO]!.length);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output().stdout).toMatch(/SIGTERM: finishing open requests/);
    idle.agent.destroy();
    slowAgent.destroy();
  });

  it(
    "again, while it stops, cuts nothing short: the answer in flight ends, then the database closes",
    { timeout: 90_000 },
    async () => {
      const folder = await mkdtemp(join(tmpdir(), "snapsong-shutdown-"));
      try {
        const server = serveProcess({ SITE_DIR: build.clientDir, ...apiOnFolder(folder) });
        const port = Number((await server.said(/Site: http:\/\/localhost:(\d+)/))[1]);
        const slowAgent = new Agent({ keepAlive: true });
        const inFlight = await request(port, AUDIO, slowAgent);
        inFlight.pause();

        // Each sent once the last is handled: signals sent together may arrive as one.
        server.child.kill("SIGTERM");
        await server.said(/SIGTERM: finishing open requests/);
        server.child.kill("SIGTERM");
        await server.said(/SIGTERM: already stopping/);
        server.child.kill("SIGINT");
        await server.said(/SIGINT: already stopping/);

        expect(await bodyLength(inFlight)).toBe(build.files[AUDIO]!.length);
        expect(await server.exited).toEqual({ code: 0, signal: null });
        expect(existsSync(join(folder, LOCK_FILE))).toBe(false); // let go once the database was closed
        const reopened = pgliteDatabase(folder);
        await reopened.use(async () => {});
        await reopened.close();
        slowAgent.destroy();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
