import { describe, expect, it } from "vitest";
import { csvHeader, csvRow } from "../reports/report-csv";
import { notifyFiguresOf, notifyOfferColumns } from "./notify-report";

const at = (min: number) => new Date(Date.UTC(2026, 5, 10, 18, min));

describe("notify list figures", () => {
  it("counts offers, refills (cascade offers taken), covers and the median minutes from cancel to refill", () => {
    const f = notifyFiguresOf(5, [
      { status: "passed", partySize: 2, offeredBy: "cascade", freedAt: at(0), settledAt: at(2) },
      { status: "taken", partySize: 2, offeredBy: "cascade", freedAt: at(0), settledAt: at(6) },
      { status: "taken", partySize: 4, offeredBy: "cascade", freedAt: at(10), settledAt: at(12) },
      { status: "taken", partySize: 3, offeredBy: "host", freedAt: at(20), settledAt: at(21) },
      { status: "expired", partySize: 2, offeredBy: "cascade", freedAt: at(30), settledAt: at(40) },
      { status: "offered", partySize: 2, offeredBy: "cascade", freedAt: at(30), settledAt: null },
    ]);
    expect(f).toEqual({
      requests: 5,
      offersSent: 6,
      offersTaken: 3,
      cancellationsRefilled: 2,
      coversRecovered: 9,
      medianRefillMinutes: 4,
    });
    expect(notifyFiguresOf(0, []).medianRefillMinutes).toBeNull();
  });

  it("exports offers in store time", () => {
    expect(csvHeader(notifyOfferColumns)).toBe(
      "Date,Time,Size,Name,Phone,Outcome,Offered by,Freed at,Offered at,Hold ends,Settled at\r\n",
    );
    const row = csvRow(
      notifyOfferColumns,
      {
        offerDate: "2026-06-11",
        slotTime: "19:00",
        partySize: 2,
        guestName: "=Ada",
        guestPhone: "5551234567",
        status: "taken",
        offeredBy: "cascade",
        freedAt: at(0),
        offeredAt: at(0),
        expiresAt: at(10),
        settledAt: at(4),
      },
      "America/New_York",
    );
    expect(row).toBe(
      "2026-06-11,19:00,2,'=Ada,5551234567,taken,cascade,2026-06-10 14:00,2026-06-10 14:00,2026-06-10 14:10,2026-06-10 14:04\r\n",
    );
  });
});
