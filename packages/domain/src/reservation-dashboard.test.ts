import { describe, expect, it } from "vitest";
import {
  alertNeedsConfirm,
  DASHBOARD_LEAD_MINUTES_DEFAULT,
  isBookingOnDashboard,
  minutesUntilBooking,
} from "./reservation-dashboard";

describe("a booking on the Dashboard", () => {
  const tz = "America/New_York";
  const now = new Date("2026-11-20T23:00:00.000Z"); // 6:00 PM in New York

  it("counts minutes until its store-local time", () => {
    expect(minutesUntilBooking(tz, "2026-11-20", "19:00", now)).toBe(60);
    expect(minutesUntilBooking(tz, "2026-11-20", "17:45", now)).toBe(-15);
  });
  it("joins 60 minutes before its time by default, not earlier", () => {
    expect(isBookingOnDashboard(61, DASHBOARD_LEAD_MINUTES_DEFAULT)).toBe(false);
    expect(isBookingOnDashboard(60, DASHBOARD_LEAD_MINUTES_DEFAULT)).toBe(true);
    expect(isBookingOnDashboard(-30, DASHBOARD_LEAD_MINUTES_DEFAULT)).toBe(true);
    expect(isBookingOnDashboard(10, 0)).toBe(false);
  });
  it("asks before alerting more than 30 minutes early", () => {
    expect(alertNeedsConfirm(31)).toBe(true);
    expect(alertNeedsConfirm(30)).toBe(false);
    expect(alertNeedsConfirm(-5)).toBe(false);
  });
});
