import { describe, expect, it } from "vitest";
import { instantTime12 } from "./store-time";
import {
  alertAction,
  historyStatusLabel,
  latestExitFirst,
  reservationElapsed,
  seatingLabel,
  waitedLabel,
  waitGroupLabels,
  walkInElapsed,
} from "./waitlist-display";

const now = new Date("2026-11-20T23:30:00.000Z");

describe("alert button", () => {
  it("steps Alert → Alert Again → disabled Alerted 2x with a phone", () => {
    expect(alertAction(0, true)).toEqual({ label: "Alert", kind: "alert" });
    expect(alertAction(1, true)).toEqual({ label: "Alert Again", kind: "again" });
    expect(alertAction(2, true)).toEqual({ label: "Alerted 2x", kind: null });
  });
  it("reads Call Name → Call Again → Called 2x without a phone; other values mean twice", () => {
    expect(alertAction(0, false).label).toBe("Call Name");
    expect(alertAction(1, false).label).toBe("Call Again");
    expect(alertAction(2, false)).toEqual({ label: "Called 2x", kind: null });
    expect(alertAction(7, false).kind).toBeNull();
  });
});

describe("elapsed minutes", () => {
  it("shows minutes since entered, then ' | ' minutes since the last alert", () => {
    const entered = "2026-11-20T23:17:30.000Z";
    expect(walkInElapsed({ enteredTime: entered, notified: 0, notifiedTime: null }, now)).toBe("12");
    expect(
      walkInElapsed({ enteredTime: entered, notified: 1, notifiedTime: "2026-11-20T23:27:00.000Z" }, now),
    ).toBe("12 | 3");
  });
  it("never goes negative when the client clock is behind", () => {
    expect(
      walkInElapsed({ enteredTime: "2026-11-20T23:31:00.000Z", notified: 0, notifiedTime: null }, now),
    ).toBe("0");
  });
  it("reservation rows count from the first courtesy notification, empty before one", () => {
    expect(reservationElapsed(null, now)).toBe("");
    expect(reservationElapsed("2026-11-20T23:25:00.000Z", now)).toBe("5");
    expect(reservationElapsed("not a date", now)).toBe("");
  });
});

describe("labels", () => {
  it("names seating choices and wait groups", () => {
    expect(seatingLabel("first_available")).toBe("First Available");
    expect(seatingLabel("bar")).toBe("Bar");
    expect(Object.values(waitGroupLabels)).toEqual([
      "Party of 1",
      "Party of 2",
      "Party of 3-4",
      "Party of 5+",
    ]);
  });
  it("history status and waited minutes", () => {
    expect(historyStatusLabel("seated")).toBe("SEATED");
    expect(historyStatusLabel("no_show")).toBe("NO SHOW");
    expect(historyStatusLabel("cancelled")).toBe("CANCELLED");
    expect(waitedLabel(14)).toBe("14 min");
    expect(waitedLabel(0)).toBe("0 min");
  });
  it("12-hour store time of an instant", () => {
    expect(instantTime12("America/New_York", now)).toBe("6:30pm");
    expect(instantTime12("America/New_York", "2026-11-20T05:05:00.000Z")).toBe("12:05am");
  });
});

describe("history order", () => {
  it("puts the most recently finished first", () => {
    const rows = [
      { id: 1, enteredTime: "2026-11-20T22:00:00.000Z", exitedTime: "2026-11-20T22:40:00.000Z" },
      { id: 2, enteredTime: "2026-11-20T22:05:00.000Z", exitedTime: "2026-11-20T23:10:00.000Z" },
      { id: 3, enteredTime: "2026-11-20T22:10:00.000Z", exitedTime: null },
    ];
    expect(latestExitFirst(rows).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
