import { demoHours, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";

// Tuesday 2026-11-24, 15:00 in New York.
const clock = manualClock("2026-11-24T20:00:00Z");
const split = [
  { dow: 2, open_time: 17, close_time: 22 },
  { dow: 2, open_time: 11, close_time: 14.5 },
  { dow: 5, open_time: 17, close_time: 26 },
];

describe.each(testDrivers())("opening hours settings on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let rival: string;
  let demoStore: string;
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    demo = await h.tokenFor("demo");
    rival = await h.tokenFor("rival");
    demoStore = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.update(stores).set({ hours: demoHours });
  });
  const storedHours = async (storeId: string) =>
    (await h.db.db.select({ hours: stores.hours }).from(stores).where(eq(stores.id, storeId)))[0]?.hours;

  it("reads the week with the store's zone and whether it is open now", async () => {
    const view = await (await h.caller(demo)).settings.getOpeningHours();
    expect(view.timezone).toBe("America/New_York");
    expect(view.hours).toEqual(demoHours);
    expect(view.status).toEqual({ open: true, nextOpening: null });
  });

  it("saves split shifts and closed days in the legacy shape; the public page and the legacy path show them", async () => {
    const saved = await (await h.caller(demo)).settings.saveOpeningHours({ hours: split });
    expect(saved.hours).toEqual([
      { dow: 1, open_time: 0, close_time: 0 },
      { dow: 2, open_time: 11, close_time: 14.5 },
      { dow: 2, open_time: 17, close_time: 22 },
      { dow: 3, open_time: 0, close_time: 0 },
      { dow: 4, open_time: 0, close_time: 0 },
      { dow: 5, open_time: 17, close_time: 26 },
      { dow: 6, open_time: 0, close_time: 0 },
      { dow: 7, open_time: 0, close_time: 0 },
    ]);
    // 15:00 on Tuesday falls between the two ranges.
    expect(saved.status).toEqual({
      open: false,
      nextOpening: { date: "2026-11-24", dow: 2, time: "17:00", today: true },
    });
    expect(await storedHours(demoStore)).toEqual(saved.hours);
    const details = await (await h.caller()).public.storeDetails({
      companySlug: "demo",
      storeSlug: "downtown",
    });
    expect(details.hours).toEqual(saved.hours);
    const legacy = await h.app.inject({
      method: "GET",
      url: "/api/reservation_info/get_store_details_by_date?company_slug=demo&store_slug=downtown",
    });
    expect(legacy.json().payload.hours).toEqual(saved.hours);
    // Rival's store is untouched.
    const rivalView = await (await h.caller(rival)).settings.getOpeningHours();
    expect(rivalView.hours).toEqual(demoHours);
  });

  // A refusal names the field first, as every 400 does (docs/product.md#validation).
  it("refuses a bad set with a 400 in plain words and saves nothing", async () => {
    const staff = await h.caller(demo);
    const bad: [unknown, string | RegExp][] = [
      [
        [
          { dow: 3, open_time: 11, close_time: 14.5 },
          { dow: 3, open_time: 14, close_time: 22 },
        ],
        "hours: Wednesday: 11:00am - 2:30pm and 2:00pm - 10:00pm overlap.",
      ],
      [
        [{ dow: 2, open_time: 11.1, close_time: 22 }],
        "hours: Tuesday: times must be on the quarter hour (:00, :15, :30 or :45).",
      ],
      [[{ dow: 1, open_time: 22, close_time: 11 }], "hours: Monday: each range must close after it opens."],
      [
        [7, 9, 11, 13].map((o) => ({ dow: 4, open_time: o, close_time: o + 1 })),
        "hours: Thursday: at most 3 ranges a day.",
      ],
      [[{ dow: 9, open_time: 11, close_time: 22 }], "hours: Weekdays are 1 (Monday) to 7 (Sunday)."],
      ["11-22", /list/],
    ];
    for (const [hours, message] of bad) {
      // biome-ignore lint/suspicious/noExplicitAny: hostile input on purpose
      await expectTrpcError(staff.settings.saveOpeningHours({ hours } as any), "BAD_REQUEST", message);
    }
    expect(await storedHours(demoStore)).toEqual(demoHours);
  });
});
