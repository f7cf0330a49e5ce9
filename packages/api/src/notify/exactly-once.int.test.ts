/**
 * Every text exactly once through crashes, database blips and outages (docs/operations.md#what-is-sent-and-when), with
 * the real Twilio client against the local stand-in on the test's clock: a dispatcher that dies between its claim and
 * its sends, or after Twilio took them, or loses its database before recording them, leaves texts that the next pass
 * asks Twilio about (its Messages list) once their claim runs out: those Twilio has are recorded with its id and never
 * sent again, the others are sent once. A ten-minute outage loses no text still of use; the rest expire and the host
 * reads "Not texted — call the name".
 */
import { claimDueMessages, type Db, messages } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { restoreGuestLinks, textMarkLabel } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { type FakeTwilio, startFakeTwilio } from "../testing/fake-twilio";
import { createHarness, type Harness } from "../testing/harness";
import { createSmsDispatcher, DISPATCH_DEFAULTS } from "./dispatcher";
import { createTwilioProvider } from "./twilio";

const SID = "ACexactly";
const TOKEN = "exactly-once-token";
const FROM = "+15005550006";

/** The database as a process that lost its connection sees it: reads and claims work, every later write fails. */
function writesFail(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "update") {
        return () => {
          throw new Error("Connection terminated unexpectedly");
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe.each(testDrivers())("every text exactly once on %s", (kind) => {
  let h: Harness;
  let fake: FakeTwilio;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    fake = await startFakeTwilio({ accountSid: SID, authToken: TOKEN, now: () => clock.now() });
  });
  afterAll(async () => {
    await fake.close();
    await h.close();
  });
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    fake.texts.splice(0);
    fake.outage(null);
    await h.db.db.delete(messages);
  });

  const provider = () =>
    createTwilioProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      baseUrl: fake.url,
      timeoutMs: 5_000,
    });
  const rows = () => h.db.db.select().from(messages).orderBy(messages.id);
  const textsTo = (phone: string) => fake.texts.filter((t) => t.to === `+1${phone}`);
  let phoneSeq = 0;
  const join = async (name: string) => {
    const api = await h.caller(await h.tokenFor("demo"));
    const phone = `555224${String(1000 + (phoneSeq++ % 9000))}`;
    const entry = await api.waitlist.join({ partySize: 2, name, phone });
    return { ...entry, phone };
  };

  it("a dispatcher killed between claim and send, after Twilio took them, or cut off from its database: each welcome text once", async () => {
    const guests = [];
    for (let i = 0; i < 6; i++) guests.push(await join(`Guest ${i}`));
    // The process that dies: it claims the six welcome texts, hands two to Twilio, and is killed before recording.
    const claimedAt = clock.now();
    const claimed = await h.db.db.transaction((tx) =>
      claimDueMessages(tx, claimedAt, new Date(claimedAt.getTime() + DISPATCH_DEFAULTS.lockMs), 20),
    );
    expect(claimed).toHaveLength(6);
    for (const row of claimed.slice(0, 2)) {
      await provider().send({
        id: row.id,
        to: row.toPhone,
        body: restoreGuestLinks(row.body, row.linkTokens),
      });
    }
    // Another process loses its database connection: its two texts go out, their sends are not recorded.
    const late = [await join("Late 1"), await join("Late 2")];
    const errors: string[] = [];
    const cutOff = createSmsDispatcher({
      db: writesFail(h.db.db),
      provider: provider(),
      clock,
      onError: (_err, context) => errors.push(context),
    });
    expect(await cutOff.runOnce()).toMatchObject({ claimed: 2, sent: 0 });
    expect(errors).toHaveLength(2);
    expect(fake.texts).toHaveLength(4);
    expect((await rows()).every((r) => r.status === "sending")).toBe(true);

    // Restarted: nothing is asked before the claims run out, then Twilio is asked about all eight.
    const d = createSmsDispatcher({ db: h.db.db, provider: provider(), clock });
    expect(await d.runOnce()).toMatchObject({ asked: 0, claimed: 0 });
    clock.advance(DISPATCH_DEFAULTS.lockMs + 1_000);
    expect(await d.runOnce()).toMatchObject({ asked: 8, found: 4, requeued: 4, claimed: 4, sent: 4 });
    for (let i = 0; i < 4; i++) {
      clock.advance(DISPATCH_DEFAULTS.lockMs + 1_000);
      expect(await d.runOnce()).toMatchObject({ asked: 0, claimed: 0 });
    }
    for (const g of [...guests, ...late]) {
      const [text, ...more] = textsTo(g.phone);
      expect(more).toHaveLength(0);
      const [row] = await h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, g.id));
      expect(row).toMatchObject({ status: "sent", providerMessageId: text?.sid, linkTokens: null });
      // The guest's own link went out once: the body Twilio took is the one the row would have sent.
      expect(text?.body).toMatch(/\/w\/[A-Za-z0-9_-]+/);
    }
  });

  it("a ten-minute Twilio outage: every text still of use goes out once after it; the rest expire, marked for the host", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    fake.outage(503);
    const waiting = [await join("Ann"), await join("Bo")];
    const called = await join("Cy");
    await api.waitlist.alert({ id: called.id });
    const seated = await join("Di");
    const d = createSmsDispatcher({ db: h.db.db, provider: provider(), clock, onError: () => {} });
    for (let t = 0; t < 10 * 60; t += 5) {
      if (t === 60) await api.waitlist.seat({ id: seated.id });
      await d.runOnce();
      clock.advance(5_000);
    }
    expect(fake.texts).toHaveLength(0);
    fake.outage(null);
    await d.runOnce();
    clock.advance(DISPATCH_DEFAULTS.backoffMaxMs);
    await d.runOnce();

    // The waiting parties' welcome texts, and Cy's (still in line), each once; retried past five attempts.
    for (const g of [...waiting, called]) expect(textsTo(g.phone)).toHaveLength(1);
    const welcome = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.waitlistEntryId, waiting[0]?.id ?? 0));
    expect(welcome[0]).toMatchObject({ status: "sent" });
    expect(welcome[0]?.attempts).toBeGreaterThan(5);
    // Cy's "table ready" outlived the store's 10-minute hold; Di was seated: neither is sent late.
    const ready = (await rows()).find((r) => r.kind === "ready");
    expect(ready).toMatchObject({
      status: "expired",
      lastError: expect.stringMatching(/^Not texted: .*Twilio 503/),
    });
    expect(textsTo(seated.phone)).toHaveLength(0);
    const [diWelcome] = await h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, seated.id));
    expect(diWelcome).toMatchObject({ status: "expired" });
    // The host reads it on Cy's row.
    const mark = (await api.texting.marks()).entries[String(called.id)]?.text;
    expect(mark && textMarkLabel(mark)).toBe("Not texted — call the name");
  });
});
