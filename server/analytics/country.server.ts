// A visitor's country from their address, looked up in a database bundled with the site (DB-IP's
// IP to Country Lite, CC BY 4.0, npm @ip-location-db/dbip-country): no lookup service, nothing
// leaves the server. The address itself is never stored; only the two-letter country is.
// Loaded once, in the background (about 700,000 ranges); until it is loaded, or for an address it
// does not know, the country is unknown (null).
import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { isIPv4, isIPv6 } from "node:net";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";

interface Ranges<T extends Uint32Array | BigUint64Array> {
  starts: T;
  ends: T;
  codes: Uint16Array;
}

const codeNames: string[] = [];
const codeOf = new Map<string, number>();
function code(country: string): number {
  let n = codeOf.get(country);
  if (n === undefined) {
    n = codeNames.length;
    codeNames.push(country);
    codeOf.set(country, n);
  }
  return n;
}

async function readRanges(file: string, wide: boolean): Promise<Ranges<Uint32Array | BigUint64Array>> {
  const starts: (number | bigint)[] = [];
  const ends: (number | bigint)[] = [];
  const codes: number[] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const [start, end, country] = line.split(",");
    if (!start || !end || !country) continue;
    // IPv6: the upper 64 bits of each bound (allocations are far coarser than a /64).
    starts.push(wide ? BigInt(start) >> 64n : Number(start));
    ends.push(wide ? BigInt(end) >> 64n : Number(end));
    codes.push(code(country));
  }
  return wide
    ? {
        starts: BigUint64Array.from(starts as bigint[]),
        ends: BigUint64Array.from(ends as bigint[]),
        codes: Uint16Array.from(codes),
      }
    : {
        starts: Uint32Array.from(starts as number[]),
        ends: Uint32Array.from(ends as number[]),
        codes: Uint16Array.from(codes),
      };
}

function find<T extends number | bigint>(ranges: Ranges<Uint32Array | BigUint64Array>, key: T): string | null {
  const { starts, ends, codes } = ranges;
  let lo = 0;
  let hi = starts.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as T) <= key) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (at < 0 || (ends[at] as T) < key) return null;
  return codeNames[codes[at] as number] ?? null;
}

function ipv4Number(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

/** The upper 64 bits of an IPv6 address. */
function ipv6High(address: string): bigint {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups.slice(0, 4).reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g || "0", 16)), 0n);
}

export interface CountryLookup {
  /** Two-letter country, or null (unknown, private, not loaded yet). */
  country(address: string): string | null;
  /** Resolves when the database is loaded (tests). */
  ready: Promise<void>;
}

export function countryLookup(): CountryLookup {
  const folder = dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-country/package.json"));
  let v4: Ranges<Uint32Array | BigUint64Array> | undefined;
  let v6: Ranges<Uint32Array | BigUint64Array> | undefined;
  const ready = Promise.all([
    readRanges(join(folder, "dbip-country-ipv4-num.csv"), false).then((r) => {
      v4 = r;
    }),
    readRanges(join(folder, "dbip-country-ipv6-num.csv"), true).then((r) => {
      v6 = r;
    }),
  ]).then(() => undefined);
  return {
    ready,
    country(address) {
      const plain = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
      if (isIPv4(plain)) return v4 ? find(v4, ipv4Number(plain)) : null;
      if (isIPv6(plain)) return v6 ? find(v6, ipv6High(plain)) : null;
      return null;
    },
  };
}
