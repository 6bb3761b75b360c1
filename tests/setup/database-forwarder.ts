import { connect, createServer, type AddressInfo, type Socket } from "node:net";

/**
 * A port in front of PostgreSQL that the test can take away and give back: a database that comes
 * up late, or restarts (every connection cut, new ones refused, then accepted again).
 */
export interface DatabaseForwarder {
  /** The database's URL through this port. */
  url: string;
  /** Accept connections from now on. */
  open(): void;
  /** Cut every connection and refuse new ones, as a stopped database does. */
  cut(): void;
  close(): Promise<void>;
}

export async function forwardDatabase(target: string, { open = true } = {}): Promise<DatabaseForwarder> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let accepting = open;
  const server = createServer((socket) => {
    if (!accepting) return socket.destroy();
    const database = connect(Number(upstream.port || 5432), upstream.hostname);
    for (const end of [socket, database]) {
      sockets.add(end);
      end.on("close", () => sockets.delete(end));
    }
    socket.pipe(database).pipe(socket);
    socket.on("error", () => database.destroy());
    database.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(upstream);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    open: () => {
      accepting = true;
    },
    cut: () => {
      accepting = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
