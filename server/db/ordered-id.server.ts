// Ids for rows written many at a time (single-use tokens, queued mail and events): UUIDv7, which
// begin with the time. A random id lands each insert on its own page of the primary-key index, so
// a batch of 20 writes 20 pages (4 KiB each on SQLite, plus PostgreSQL's full-page images); ids in
// time order all land at the right-hand edge, on one or two pages (decision 041).
import { v7 } from "uuid";

export const orderedId = (): string => v7();
