/** Kiosk settings saves change only the fields sent, so saves from two screens at once never undo each other. */
import { testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";

describe.each(testDrivers())("kiosk settings saves on %s", (kind) => {
  let h: Harness;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  beforeAll(async () => {
    h = await createHarness(kind, { poolMax: 12 });
    staff = await h.caller(await h.tokenFor("demo"));
  });
  afterAll(() => h.close());

  it("a save of some fields keeps the others; an empty save is refused", async () => {
    const before = await staff.settings.getKiosk();
    await staff.settings.saveKiosk({ announcement: "Patio open" });
    const after = await staff.settings.saveKiosk({ waitlistOn: false });
    expect(after).toEqual({ ...before, announcement: "Patio open", waitlistOn: false });
    await expectTrpcError(staff.settings.saveKiosk({}), "BAD_REQUEST", /Nothing to save/);
    await staff.settings.saveKiosk(before);
    expect(await staff.settings.getKiosk()).toEqual(before);
  });

  it.runIf(kind === "postgres")("saves of different fields at once are all kept", async () => {
    const before = await staff.settings.getKiosk();
    await Promise.all([
      staff.settings.saveKiosk({ announcement: "All kept" }),
      staff.settings.saveKiosk({ waitlistOn: !before.waitlistOn }),
      staff.settings.saveKiosk({ outdoorSeatingPreferred: !before.outdoorSeatingPreferred }),
      staff.settings.saveKiosk({ barSeatingPreferred: !before.barSeatingPreferred }),
      staff.settings.saveKiosk({ indoorSeatingPreferred: !before.indoorSeatingPreferred }),
    ]);
    expect(await staff.settings.getKiosk()).toEqual({
      ...before,
      announcement: "All kept",
      waitlistOn: !before.waitlistOn,
      outdoorSeatingPreferred: !before.outdoorSeatingPreferred,
      barSeatingPreferred: !before.barSeatingPreferred,
      indoorSeatingPreferred: !before.indoorSeatingPreferred,
    });
    await staff.settings.saveKiosk(before);
  });
});
