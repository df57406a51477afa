// Issue 25 on the real desk over both engines: what the browser tests cannot set up in their shared
// database (an inbox with nothing in it), and the server's side of the working day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { startDesk } from "./desk-server.ts";
import { createStorage, engines, type StorageTarget } from "./harness.ts";

describe.each(engines)("a working day at the desk on %s", (engine) => {
  let target: StorageTarget;
  let storage: Storage;
  let url = "";
  let close: () => Promise<void> = async () => {};
  let cookie = "";

  beforeAll(async () => {
    target = await createStorage(engine);
    storage = await openStorage(target.env);
    const desk = await startDesk(target, storage);
    url = desk.url;
    close = desk.close;
    cookie = await signInOverHttp(url, await createStaffMemberIn(storage));
  });
  afterAll(async () => {
    await close();
    await storage?.close();
    await target?.drop();
  });

  const page = async (path: string) => {
    const response = await fetch(`${url}/desk${path}`, { headers: { cookie }, redirect: "manual" });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("an empty inbox says it is empty, not that the filters match nothing", async () => {
    const empty = await page("/inbox");
    expect(empty).toContain("No submissions yet");
    expect(empty).not.toContain("Nothing matches these filters.");
    const filtered = await page("/inbox?status=won");
    expect(filtered).toContain("Nothing matches these filters.");
    expect(filtered).not.toContain("No submissions yet");
  });
});
