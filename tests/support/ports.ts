// A loopback port for a server a test starts itself (a receiver, a proxy, METRICS_PORT).
import { createServer } from "node:net";

/** A port nothing listens on now (the caller takes it a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
