// The specification's client-side limiter: at most `max` requests per hour per storage
// key, old entries cleaned up hourly, and it fails open (any storage error allows the
// request: the server's own limit is the real protection).

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export const CLIENT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** The key the contact page and lead-generation forms share. */
export const CONTACT_FORM_RATE_KEY = "contact_form_submissions";
const PREFIX = "leadwise:rate-limit:";

export interface ClientRateLimiter {
  /** True when another request is allowed now (does not count it). */
  allowed(): boolean;
  /** Counts one request. */
  record(): void;
  /** Drops expired entries of every key of this limiter family. */
  cleanUp(): void;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createClientRateLimiter(
  key: string,
  options: { max?: number; windowMs?: number; storage?: StorageLike; now?: () => number } = {},
): ClientRateLimiter {
  const max = options.max ?? CLIENT_RATE_LIMIT.max;
  const windowMs = options.windowMs ?? CLIENT_RATE_LIMIT.windowMs;
  const now = options.now ?? Date.now;
  const storageKey = PREFIX + key;
  const storage = () => options.storage ?? defaultStorage();

  function read(store: StorageLike, name: string): number[] {
    const raw = store.getItem(name);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((t): t is number => typeof t === "number" && Number.isFinite(t));
  }

  function recent(store: StorageLike, name: string): number[] {
    const cutoff = now() - windowMs;
    return read(store, name).filter((t) => t > cutoff);
  }

  return {
    allowed() {
      try {
        const store = storage();
        if (!store) return true;
        return recent(store, storageKey).length < max;
      } catch {
        return true;
      }
    },
    record() {
      try {
        const store = storage();
        if (!store) return;
        const times = recent(store, storageKey);
        times.push(now());
        store.setItem(storageKey, JSON.stringify(times.slice(-max * 2)));
      } catch {
        // Fails open: nothing to do.
      }
    },
    cleanUp() {
      try {
        const store = storage();
        if (!store) return;
        const names: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const name = store.key(i);
          if (name?.startsWith(PREFIX)) names.push(name);
        }
        for (const name of names) {
          let times: number[];
          try {
            times = recent(store, name);
          } catch {
            times = [];
          }
          if (times.length === 0) store.removeItem(name);
          else store.setItem(name, JSON.stringify(times));
        }
      } catch {
        // Fails open.
      }
    },
  };
}

let cleanUpTimer: ReturnType<typeof setInterval> | undefined;

/** Starts the hourly clean-up once per page (idempotent); returns a stop function for tests. */
export function startHourlyCleanUp(limiter: ClientRateLimiter, intervalMs = CLIENT_RATE_LIMIT.windowMs): () => void {
  limiter.cleanUp();
  if (cleanUpTimer === undefined) cleanUpTimer = setInterval(() => limiter.cleanUp(), intervalMs);
  return () => {
    if (cleanUpTimer !== undefined) clearInterval(cleanUpTimer);
    cleanUpTimer = undefined;
  };
}
