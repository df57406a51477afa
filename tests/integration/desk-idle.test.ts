// Idle sign-out that means it (issue 25, point 8), with a moving clock: the inbox's background
// refresh (every 8 seconds while the tab is visible) reads the session without extending it, so an
// unattended open inbox is signed out 30 minutes after the member's last own request; the
// member's own requests (a page, a click's data request) keep the session alive as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asBackground } from "#desk/lib/background.ts";
import { IDLE_MS } from "#server/staff/sessions.server.ts";
import { createStaffMemberIn, signInOverHttp } from "#tests/support/staff.ts";
import { startDesk } from "./desk-server.ts";
import { engines, storageFixture } from "./harness.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(engines)("idle sign-out on %s", (engine) => {
  const fixture = storageFixture(engine);
  let url = "";
  let close: () => Promise<void> = async () => {};
  let clock = Date.now();

  beforeAll(async () => {
    const desk = await startDesk(fixture.target, fixture.storage, { now: () => clock });
    url = desk.url;
    close = desk.close;
  });
  afterAll(async () => {
    await close();
  });

  /** The inbox's refresh as the page makes it (fetcher.load of the inbox's data, marked background). */
  const refresh = (cookie: string) =>
    fetch(`${url}${asBackground("/desk/inbox.data?status=new")}&_routes=routes%2Finbox%2Froute`, {
      headers: { cookie },
      redirect: "manual",
    });
  const signedIn = async (cookie: string) => {
    const page = await fetch(`${url}/desk/inbox`, { headers: { cookie }, redirect: "manual" });
    return page.status === 200;
  };
  /** Whether a data answer is the inbox's data rather than a redirect to sign in. */
  const servedData = async (answer: Response) => {
    const text = await answer.text();
    return answer.status === 200 && !text.includes("/sign-in");
  };

  it("background refreshes every 8 s for 31 minutes do not keep the member signed in", async () => {
    clock = Date.now();
    const member = await createStaffMemberIn(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const start = clock;
    let refreshes = 0;
    // An open inbox, nobody at the desk: a refresh every 8 seconds, each answered with the inbox's data…
    while (clock - start < IDLE_MS - 8 * SECOND) {
      clock += 8 * SECOND;
      expect(await servedData(await refresh(cookie)), `refresh at ${(clock - start) / MINUTE} min`).toBe(true);
      refreshes++;
    }
    expect(refreshes).toBeGreaterThan(200);
    // …until 30 minutes after the member's last own request: then the refresh is sent to sign in,
    // and so is the member's next request.
    clock += 16 * SECOND;
    const late = await refresh(cookie);
    expect(await servedData(late)).toBe(false);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("the member's own requests keep the session alive past 30 minutes, refreshes or not", async () => {
    clock = Date.now();
    const member = await createStaffMemberIn(fixture.storage);
    const cookie = await signInOverHttp(url, member);
    const start = clock;
    // Working for an hour: a click every 10 minutes, refreshes in between.
    while (clock - start < 60 * MINUTE) {
      clock += 5 * MINUTE;
      expect(await servedData(await refresh(cookie))).toBe(true);
      clock += 5 * MINUTE;
      expect(await signedIn(cookie)).toBe(true);
    }
    // Then away: 29 minutes of refreshes still answer, the 31st minute does not.
    clock += 29 * MINUTE;
    expect(await servedData(await refresh(cookie))).toBe(true);
    clock += 2 * MINUTE;
    expect(await servedData(await refresh(cookie))).toBe(false);
  });
});
