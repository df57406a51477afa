// Time helpers the staff modules share. What they take is the ServiceContext
// (server/audit/context.server.ts): storage, the audit log and a clock.
export const iso = (ms: number) => new Date(ms).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
