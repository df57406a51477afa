// A TCP proxy the test controls, between the server and PostgreSQL, to play the network
// faults a production database brings:
//   reset      every open connection is reset (RST), new ones pass
//   drop       bytes are silently discarded both ways, new connections are accepted and go nowhere
//   partition  bytes are held back (not lost) until heal(), then delivered in order
//   heal       back to passing traffic
import { connect, createServer, type Server, type Socket } from "node:net";

export type ProxyMode = "pass" | "drop" | "partition";

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { to: Socket; chunk: Buffer }[];
}

export interface TcpProxy {
  port: number;
  mode: ProxyMode;
  reset(): void;
  drop(): void;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let mode: ProxyMode = "pass";

  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === "drop") return;
      if (mode === "partition") pair.held.push({ to, chunk });
      else if (!to.destroyed) to.write(chunk);
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    get mode() {
      return mode;
    },
    reset() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    drop() {
      mode = "drop";
    },
    partition() {
      mode = "partition";
    },
    heal() {
      mode = "pass";
      for (const pair of pairs) {
        for (const { to, chunk } of pair.held.splice(0)) if (!to.destroyed) to.write(chunk);
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
