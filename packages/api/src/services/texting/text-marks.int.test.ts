import { messages, optOut, stores, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../testing/harness";

describe.each(testDrivers())("host text marks on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
    await openAllDay(h.db.db); // joins on the real clock: open at any hour
  });
  afterAll(() => h.close());

  it("shows the last text's fate, opted-out phones, running late and the guest's message; rival sees none of it", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    const a = await api.waitlist.join({ partySize: 2, name: "Ann", phone: "5552231001" });
    const b = await api.waitlist.join({ partySize: 2, name: "Bob", phone: "5552231002" });
    const c = await api.waitlist.join({ partySize: 2, name: "Cy", phone: "8762231003" }); // Jamaica: not texted
    await api.waitlist.alert({ id: a.id });
    await api.waitlist.alert({ id: c.id });
    await h.db.db
      .update(messages)
      .set({ status: "sent", deliveryStatus: "undelivered", deliveryErrorCode: "30005" })
      .where(eq(messages.waitlistEntryId, a.id));
    const [store] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    await optOut(h.db.db, store?.id ?? "", "5552231002", new Date());
    const late = new Date("2026-11-21T19:05:00Z");
    await h.db.db
      .update(waitlistEntries)
      .set({ runningLateAt: late, guestMessage: "Can we sit outside?" })
      .where(eq(waitlistEntries.id, b.id));
    const marks = await api.texting.marks();
    expect(marks.entries[String(a.id)]?.text).toMatchObject({
      state: "failed",
      reason: "The number does not exist or is not in service.",
    });
    // Bob's join text (queued before the opt-out) is his row's mark: a join text knows its entry.
    expect(marks.entries[String(b.id)]).toMatchObject({
      text: { state: "sending" },
      optedOut: true,
      runningLateAt: late.toISOString(),
      guestMessage: "Can we sit outside?",
    });
    expect(marks.entries[String(c.id)]?.text).toMatchObject({ state: "not_sent" });
    const rival = await h.caller(await h.tokenFor("rival"));
    const theirs = await rival.texting.marks();
    expect(Object.keys(theirs.entries)).not.toContain(String(a.id));
  });
});
