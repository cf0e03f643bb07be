// Stops an HTTP server without cutting anyone off: it stops accepting connections, lets the
// responses in flight finish, and closes keep-alive connections as soon as they are idle.
//
// Not http.Server#close() alone: since Node 19 it also destroys "idle" connections, and a
// connection whose response has ended but is not yet flushed to a slow client counts as idle, so
// the tail of that response is lost. net.Server#close() only stops accepting; the keep-alive
// connections are closed here instead, each once its responses have been handed to the OS. A
// second stop signal waits for the same drain (`onStopSignal`).
import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface GracefulShutdown {
  /** Resolves once the server is closed and every connection has ended. */
  shutdown(): Promise<void>;
}

export interface ShutdownOptions {
  /** After this long, connections still open (a client that stopped reading) are destroyed. */
  drainTimeoutMs?: number;
}

export function gracefulShutdown(server: Server, { drainTimeoutMs = 10_000 }: ShutdownOptions = {}): GracefulShutdown {
  /** Open connections and how many responses each has in flight. */
  const inFlight = new Map<Socket, number>();
  let stopping = false;
  let closed: Promise<void> | undefined;

  const endIfIdle = (socket: Socket) => {
    if (stopping && inFlight.get(socket) === 0) socket.end();
  };

  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  // Ahead of the site's own handler, so a late request still gets 'Connection: close'.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // Tell the client not to reuse the connection; Node then ends it after this response.
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      if (inFlight.has(socket)) inFlight.set(socket, inFlight.get(socket)! - 1);
      endIfIdle(socket);
    };
    // 'finish': the whole response is with the OS; 'close': the client went away first.
    res.once("finish", settle);
    res.once("close", settle);
  });

  return {
    shutdown() {
      closed ??= new Promise<void>((resolve, reject) => {
        stopping = true;
        NetServer.prototype.close.call(server, (error?: Error) => (error ? reject(error) : resolve()));
        for (const socket of inFlight.keys()) endIfIdle(socket);
        setTimeout(() => {
          for (const socket of inFlight.keys()) socket.destroy();
        }, drainTimeoutMs).unref();
      });
      return closed;
    },
  };
}

/**
 * Calls `stop` on the first SIGTERM or SIGINT, and only says so for the ones after it (a second
 * `docker stop`, Ctrl-C pressed again): they never cut the shutdown short, so no answer in flight
 * and no database write is lost. Waiting always ends, as the drain is bounded (`drainTimeoutMs`);
 * to stop at once there is SIGKILL, which is what systemd, Docker and Kubernetes send when their
 * own patience ends.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return console.log(`${signal}: already stopping; the open requests finish first.`);
    stopping = true;
    stop(signal);
  };
  process.on("SIGTERM", handle);
  process.on("SIGINT", handle);
}
