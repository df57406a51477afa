// What every operator command shares: the server's configuration (a bad value stops it with the
// same message the server gives), its storage and audit log opened through the same start-up as
// the server (server/start/compose.server.ts), and the address links should use.
import pino from "pino";
import { type Config, loadConfig, publicUrl } from "#server/config/config.server.ts";
import { readState } from "#server/db/app-state.server.ts";
import { openServices, type Services } from "#server/start/compose.server.ts";

/** Runs `work` with the services open, closes them, and exits with its code (1 on a bad environment). */
export async function runCommand(work: (services: Services) => Promise<number>): Promise<never> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Warnings and errors only, on stderr: standard output is the command's answer.
  const logger = pino({ level: "warn" }, pino.destination(2));
  const services = await openServices(config, logger);
  let code = 1;
  try {
    code = await work(services);
  } finally {
    await services.close();
  }
  process.exit(code);
}

/**
 * Where links in what a command prints or mails point: PUBLIC_URL, else the address the running
 * server recorded when it started listening (its real port), else the configured port.
 */
export async function linkOrigin(services: Services): Promise<string> {
  if (services.config.PUBLIC_URL) return publicUrl(services.config);
  return (await readState(services.storage.db, "public_url")) ?? publicUrl(services.config);
}
