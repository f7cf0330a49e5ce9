import { describe, expect, it } from "vitest";
import { closedNowMessage, openingTime12 } from "./closed-message";
import type { OpeningHours } from "./entities/reservations";
import { isOpenAt, nextOpening, openingStatus } from "./open-now";

const NY = "America/New_York";
const week = (open: number, close: number, days = [1, 2, 3, 4, 5, 6, 7]): OpeningHours[] =>
  days.map((dow) => ({ dow, open_time: open, close_time: close }));

// 2026-11-24 is a Tuesday; New York is UTC-5 then.
const tue = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00-05:00`);

describe("isOpenAt", () => {
  it("a plain day: open from the opening minute up to (not at) the closing one", () => {
    const hours = week(11, 22);
    expect(isOpenAt(hours, NY, tue("10:59"))).toBe(false);
    expect(isOpenAt(hours, NY, tue("11:00"))).toBe(true);
    expect(isOpenAt(hours, NY, tue("21:59"))).toBe(true);
    expect(isOpenAt(hours, NY, tue("22:00"))).toBe(false);
    expect(isOpenAt(hours, NY, tue("02:00"))).toBe(false);
  });

  it("split shifts: open in each range, closed between them", () => {
    const hours: OpeningHours[] = [
      { dow: 2, open_time: 11, close_time: 14.5 },
      { dow: 2, open_time: 17, close_time: 22 },
    ];
    expect(isOpenAt(hours, NY, tue("12:00"))).toBe(true);
    expect(isOpenAt(hours, NY, tue("14:30"))).toBe(false);
    expect(isOpenAt(hours, NY, tue("16:59"))).toBe(false);
    expect(isOpenAt(hours, NY, tue("17:00"))).toBe(true);
  });

  it("hours past midnight belong to the day they started", () => {
    // Monday 17:00 to 2:00 on Tuesday; Tuesday itself closed.
    const hours: OpeningHours[] = [
      { dow: 1, open_time: 17, close_time: 26 },
      { dow: 2, open_time: 0, close_time: 0 },
    ];
    expect(isOpenAt(hours, NY, tue("01:59"))).toBe(true);
    expect(isOpenAt(hours, NY, tue("02:00"))).toBe(false);
    expect(isOpenAt(hours, NY, tue("18:00"))).toBe(false);
    expect(isOpenAt(hours, NY, new Date("2026-11-23T18:00:00-05:00"))).toBe(true);
  });

  it("uses the store's zone on a DST change day (2026-03-08, clocks jump 2:00 → 3:00 in New York)", () => {
    const hours = week(11, 22);
    // 11:00 EDT is 15:00Z; the day before the change it was 16:00Z.
    expect(isOpenAt(hours, NY, new Date("2026-03-08T14:59:00Z"))).toBe(false);
    expect(isOpenAt(hours, NY, new Date("2026-03-08T15:00:00Z"))).toBe(true);
    expect(isOpenAt(hours, NY, new Date("2026-03-07T15:30:00Z"))).toBe(false);
    // Saturday until 2:30am: at 1:59 EST still open; a minute later it is 3:00 EDT, past closing.
    const late: OpeningHours[] = [{ dow: 6, open_time: 17, close_time: 26.5 }];
    expect(isOpenAt(late, NY, new Date("2026-03-08T06:59:00Z"))).toBe(true);
    expect(isOpenAt(late, NY, new Date("2026-03-08T07:00:00Z"))).toBe(false);
    expect(nextOpening(hours, NY, new Date("2026-03-08T06:30:00Z"))).toEqual({
      date: "2026-03-08",
      dow: 7,
      time: "11:00",
      today: true,
    });
  });

  it("a store with no hours at all is always open; one with every day closed never is", () => {
    expect(isOpenAt([], NY, tue("03:00"))).toBe(true);
    expect(openingStatus([], NY, tue("03:00"))).toEqual({ open: true, nextOpening: null });
    const shut = week(0, 0);
    expect(isOpenAt(shut, NY, tue("12:00"))).toBe(false);
    expect(nextOpening(shut, NY, tue("12:00"))).toBeNull();
  });
});

describe("nextOpening", () => {
  it("later today: the time alone", () => {
    const s = openingStatus(week(11, 22), NY, tue("02:00"));
    expect(s).toEqual({
      open: false,
      nextOpening: { date: "2026-11-24", dow: 2, time: "11:00", today: true },
    });
    expect(closedNowMessage(s.nextOpening)).toBe("We are closed now; we open at 11:00 AM");
    expect(closedNowMessage(s.nextOpening, "es")).toBe("Ahora estamos cerrados; abrimos a las 11:00 AM");
  });

  it("between split shifts: the second range", () => {
    const hours: OpeningHours[] = [
      { dow: 2, open_time: 11, close_time: 14.5 },
      { dow: 2, open_time: 17, close_time: 22 },
    ];
    expect(nextOpening(hours, NY, tue("15:00"))?.time).toBe("17:00");
    expect(closedNowMessage(nextOpening(hours, NY, tue("15:00")))).toBe(
      "We are closed now; we open at 5:00 PM",
    );
  });

  it("across a closed day: skips it and names the weekday", () => {
    // Open Mon, Tue, Thu; Wednesday closed. After Tuesday's close the next opening is Thursday.
    const hours = [...week(11, 22, [1, 2, 4]), { dow: 3, open_time: 0, close_time: 0 }];
    const next = nextOpening(hours, NY, tue("22:30"));
    expect(next).toEqual({ date: "2026-11-26", dow: 4, time: "11:00", today: false });
    expect(closedNowMessage(next)).toBe("We are closed now; we open Thursday at 11:00 AM");
    expect(closedNowMessage(next, "es")).toBe("Ahora estamos cerrados; abrimos el jueves a las 11:00 AM");
  });

  it("tomorrow is named by its weekday too; a week later when only today opens", () => {
    expect(closedNowMessage(nextOpening(week(11, 22), NY, tue("23:00")))).toBe(
      "We are closed now; we open Wednesday at 11:00 AM",
    );
    const onlyTuesday = week(11, 22, [2]);
    expect(nextOpening(onlyTuesday, NY, tue("23:00"))).toEqual({
      date: "2026-12-01",
      dow: 2,
      time: "11:00",
      today: false,
    });
  });

  it("12-hour times and the Spanish 'a la' for one o'clock", () => {
    expect(openingTime12("00:00")).toBe("12:00 AM");
    expect(openingTime12("12:30")).toBe("12:30 PM");
    expect(openingTime12("13:15")).toBe("1:15 PM");
    expect(closedNowMessage({ date: "2026-11-24", dow: 2, time: "13:00", today: true }, "es")).toBe(
      "Ahora estamos cerrados; abrimos a la 1:00 PM",
    );
    expect(closedNowMessage(null)).toBe("We are closed now.");
  });
});
