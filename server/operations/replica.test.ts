import { describe, expect, it } from "vitest";
import { lagTracker, litestreamConfig, parseLitestreamMetrics, type ReplicaSettings } from "./replica.server.ts";

const settings: ReplicaSettings = {
  REPLICA_URL: "/mnt/replica",
  REPLICA_SYNC_INTERVAL_MS: 250,
  REPLICA_RETENTION_HOURS: 24,
  REPLICA_S3_ENDPOINT: undefined,
  REPLICA_S3_REGION: undefined,
};

describe("litestream.yml", () => {
  it("replicates each file to REPLICA_URL/<name>, with Litestream's checkpoints and the sync interval", () => {
    const yml = litestreamConfig(settings, ["/data/leadwise.db", "/data/erasure-ledger.db"], 41234);
    expect(yml).toContain('addr: "127.0.0.1:41234"');
    expect(yml).toContain('- path: "/data/leadwise.db"');
    expect(yml).toContain('- path: "/mnt/replica/leadwise.db"');
    expect(yml).toContain('- path: "/mnt/replica/erasure-ledger.db"');
    expect(yml).toContain("sync-interval: 250ms");
    expect(yml).toContain("retention: 24h");
    expect(yml).toContain("max-checkpoint-page-count: 10000");
  });

  it("an S3 bucket with an endpoint and region; file:// URLs as paths", () => {
    const s3 = litestreamConfig(
      {
        ...settings,
        REPLICA_URL: "s3://bucket/prod/",
        REPLICA_S3_ENDPOINT: "https://s3.example.com",
        REPLICA_S3_REGION: "auto",
      },
      ["/data/leadwise.db"],
    );
    expect(s3).toContain('- url: "s3://bucket/prod/leadwise.db"');
    expect(s3).toContain('endpoint: "https://s3.example.com"');
    expect(s3).toContain('region: "auto"');
    expect(s3).not.toContain("addr:");
    const file = litestreamConfig({ ...settings, REPLICA_URL: "file:///srv/replica" }, ["/data/leadwise.db"]);
    expect(file).toContain('- path: "/srv/replica/leadwise.db"');
  });
});

const metrics = (syncs: number, shadow: number, replica: number) =>
  [
    "# HELP litestream_sync_count Number of sync operations performed",
    `litestream_sync_count{db="/data/leadwise.db"} ${syncs}`,
    `litestream_shadow_wal_index{db="/data/leadwise.db"} 0`,
    `litestream_shadow_wal_size{db="/data/leadwise.db"} ${shadow}`,
    `litestream_replica_wal_index{db="/data/leadwise.db",name="file"} 0`,
    `litestream_replica_wal_offset{db="/data/leadwise.db",name="file"} ${replica}`,
  ].join("\n");

describe("replica lag", () => {
  it("reads Litestream's positions per database", () => {
    const s = parseLitestreamMetrics(metrics(7, 4152, 4000)).get("/data/leadwise.db");
    expect(s).toEqual({ syncs: 7, shadow: { index: 0, offset: 4152 }, replica: { index: 0, offset: 4000 } });
  });

  it("is 0 once the replica holds what two syncs after the last write saw, and grows while it does not", () => {
    const lag = lagTracker(0);
    const sample = (at: number, syncs: number, shadow: number, replica: number) => {
      const s = parseLitestreamMetrics(metrics(syncs, shadow, replica)).get("/data/leadwise.db");
      if (s) lag.sample(at, s);
    };
    // A write at 1,000 ms; Litestream copies it (shadow 8,000) and ships it by 2,000 ms.
    sample(500, 5, 4000, 4000);
    sample(1500, 10, 8000, 4000);
    expect(lag.lagSeconds(1500, 1000)).toBeGreaterThan(1);
    sample(2000, 15, 8000, 8000);
    expect(lag.lagSeconds(2000, 1000)).toBe(0);
    // A write at 2,100 ms that is never shipped: the lag grows with time.
    sample(2500, 20, 12000, 8000);
    sample(3000, 25, 12000, 8000);
    expect(lag.lagSeconds(3000, 2100)).toBeGreaterThanOrEqual(1);
    sample(10_000, 60, 12000, 8000);
    expect(lag.lagSeconds(10_000, 2100)).toBeGreaterThanOrEqual(8);
    // Shipped at last.
    sample(10_500, 65, 12000, 12000);
    expect(lag.lagSeconds(10_500, 2100)).toBe(0);
  });

  it("a write made before Litestream has ever caught up counts from the start", () => {
    const lag = lagTracker(1000);
    expect(lag.lagSeconds(4000, 500)).toBe(3);
  });
});
