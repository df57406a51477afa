// A webhook receiver on loopback for the outbox tests: records each delivery and answers
// with whatever status the test scripts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Delivery {
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  deliveries: Delivery[];
  /** The status for the next request (default 200); a function may also hang. */
  respond: (delivery: Delivery, n: number) => number | "hang";
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    port: 0,
    deliveries: [],
    respond: () => 200,
    close: async () => {},
  };
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const delivery: Delivery = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      receiver.deliveries.push(delivery);
      const status = receiver.respond(delivery, receiver.deliveries.length);
      if (status === "hang") {
        const end = () => res.destroy();
        hanging.add(end);
        return;
      }
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "error");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/forms`;
  receiver.close = async () => {
    for (const end of hanging) end();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

// tests/container/container.test.ts (written by others at the time) still imports it from here.
export { freePort } from "#tests/support/ports.ts";
