import { insertReservation, messages, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { scheduleReminders } from "../../notify/reminders";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";

describe.each(testDrivers())("reminder settings on %s", (kind) => {
  let h: Harness;
  const clock = manualClock("2026-11-20T23:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
  });
  afterAll(() => h.close());

  it("defaults to 24 h and 2 h; a store that turns reminders off gets none; bad hours are refused", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const rival = await h.caller(await h.tokenFor("rival"));
    expect(await demo.texting.reminderSettings()).toEqual({ enabled: true, hours: [24, 2] });
    await expectTrpcError(demo.texting.saveReminderSettings({ enabled: true, hours: [0] }), "BAD_REQUEST");
    await expectTrpcError(demo.texting.saveReminderSettings({ enabled: true, hours: [2, 2] }), "BAD_REQUEST");
    expect(await demo.texting.saveReminderSettings({ enabled: true, hours: [3, 48] })).toEqual({
      enabled: true,
      hours: [48, 3],
    });
    expect(await rival.texting.reminderSettings()).toEqual({ enabled: true, hours: [24, 2] });

    const [store] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    const storeId = store?.id ?? "";
    await insertReservation(h.db.db, storeId, {
      reservationDate: "2026-11-21",
      reservationTime: "19:00",
      partySize: 2,
      guestName: "Ann",
      guestPhone: "5552234567",
      createdAt: new Date("2026-11-01T12:00:00Z"),
      updatedAt: new Date("2026-11-01T12:00:00Z"),
    });
    await demo.texting.saveReminderSettings({ enabled: false, hours: [3] });
    clock.set("2026-11-21T21:00:00Z"); // 16:00 New York: the 3 h reminder is due now
    expect(await scheduleReminders(h.db.db, clock.now(), "https://x.example")).toBe(0);
    await demo.texting.saveReminderSettings({ enabled: true, hours: [3] });
    expect(await scheduleReminders(h.db.db, clock.now(), "https://x.example")).toBe(1);
    const [row] = await h.db.db.select().from(messages).where(eq(messages.kind, "reservation_reminder"));
    expect(row?.notBefore?.toISOString()).toBe("2026-11-21T21:00:00.000Z");
  });
});
