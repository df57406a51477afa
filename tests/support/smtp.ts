// A real SMTP server started in-process (smtp-server) for tests: it accepts every message (or
// refuses them while `refuse` is set) and keeps what it received.
//   const smtp = await startSmtpServer();   // SMTP_URL = smtp.url
//   await smtp.waitFor((m) => m.to.includes("a@example.com"));
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** While true, every message is refused with a 451 (a temporary failure). */
  refuse: boolean;
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Loopback port to listen on (default: any free port). */
  port?: number;
  /** Called with each accepted message. */
  onMessage?: (mail: ReceivedMail) => void | Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: "",
    messages: [],
    refuse: false,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = state.messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("no matching mail arrived in time");
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.refuse) {
          const error = Object.assign(new Error("try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        state.messages.push(mail);
        Promise.resolve(options.onMessage?.(mail)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
