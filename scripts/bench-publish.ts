// `npm run bench:publish`: publish to live while the pages are being served under load (issue 42):
// the content-publish integration tests (two instances on PostgreSQL, one on SQLite) with autocannon
// on the first instance's pages, PUBLISH_LOAD_SECONDS before and during each publish. Prints, and
// writes into docs/performance.md between the "bench:publish" markers, how long a changed headline
// (one page), a changed claim (the pages quoting it) and a fact every page shows took to be answered
// by every instance, raw and brotli, with the pages' p99 before and during. Fails when one page took
// over 2 s, every page over 10 s, or the p99 during a publish was more than double the one before.
//   npm run bench:publish            (PUBLISH_LOAD_SECONDS, default 5)
import { runRecordingFigures, writeBetweenMarkers } from "./bench-report.ts";

const seconds = process.env.PUBLISH_LOAD_SECONDS ?? "5";
const {
  status,
  figures,
  seconds: took,
} = runRecordingFigures("bench-publish", ["tests/integration/content-publish.test.ts"], {
  PUBLISH_LOAD_SECONDS: seconds,
});
const limits: Record<string, number> = { "one-page": 2000, claim: 10_000, "every-page": 10_000 };
const failures: string[] = [];
const rows = figures
  .filter((f) => f.name.startsWith("publish-"))
  .map((f) => {
    const [, engine, ...rest] = f.name.split("-");
    const kind = rest.join("-");
    const ms = Math.round(f.ms as number);
    const [before, during] = [f.p99Before as number, f.p99During as number];
    if (ms > (limits[kind] ?? Infinity)) failures.push(`${f.name}: ${ms} ms (limit ${limits[kind]} ms)`);
    if (during > 2 * Math.max(before, 1)) failures.push(`${f.name}: p99 ${during} ms during, ${before} ms before`);
    return `| ${engine} | ${kind} | ${f.pages} | ${f.instances} | ${ms} ms | ${before} ms | ${during} ms | ${f.requestsDuring} |`;
  });
const when = new Date()
  .toISOString()
  .replace(/:\d\d\.\d+Z$/, " UTC")
  .replace("T", " ");
writeBetweenMarkers("docs/performance.md", "bench:publish", [
  `Last run: ${when}, ${took} s, autocannon 10 connections on the first instance's pages for ${seconds} s before and during each publish; tests ${status === 0 ? "passed" : "FAILED"}${failures.length ? `; over target: ${failures.join("; ")}` : "; every figure within its target"}.`,
  "",
  "| engine | publish | pages | instances | live everywhere (raw and brotli) | pages' p99 before | p99 during | requests during |",
  "|---|---|---|---|---|---|---|---|",
  ...rows,
]);
process.exit(status === 0 && failures.length === 0 && rows.length > 0 ? 0 : 1);
