// When to try a failed webhook delivery again: exponential backoff with jitter, for at
// least `retryWindowMs` (24 h) from the start of the cycle; the attempt that fails after
// the window has passed is the last, and the entry is then dead.

export interface BackoffSchedule {
  /** Delay after the first failure. */
  baseMs: number;
  factor: number;
  /** Longest delay between two attempts. */
  maxDelayMs: number;
  /** How long to keep retrying before giving up. */
  retryWindowMs: number;
  /** 0..1: the share of each delay that is randomised (0.5 = "equal jitter"). */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffSchedule = {
  baseMs: 10_000,
  factor: 2,
  maxDelayMs: 60 * 60 * 1000,
  retryWindowMs: 24 * 60 * 60 * 1000,
  jitter: 0.5,
};

/** The delay after failed attempt number `attempts` (1 = the first attempt failed). */
export function backoffDelay(attempts: number, schedule: BackoffSchedule, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const raw = Math.min(schedule.maxDelayMs, schedule.baseMs * schedule.factor ** exponent);
  const jitter = Math.min(1, Math.max(0, schedule.jitter));
  return Math.round(raw * (1 - jitter) + raw * jitter * random());
}

export type RetryDecision = { dead: true } | { dead: false; at: number };

/**
 * After `attempts` failed attempts in a cycle that started at `cycleStartedAt`: retry at
 * `at`, or give up. The last retry is scheduled no later than the end of the window, so
 * delivery is attempted over the whole window and at its end.
 */
export function nextRetry(
  attempts: number,
  cycleStartedAt: number,
  now: number,
  schedule: BackoffSchedule = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): RetryDecision {
  const deadline = cycleStartedAt + schedule.retryWindowMs;
  if (now >= deadline) return { dead: true };
  return { dead: false, at: Math.min(now + backoffDelay(attempts, schedule, random), deadline) };
}
