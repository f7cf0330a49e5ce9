import { describe, expect, it } from "vitest";
import type { ReservationStatus } from "./entities/reservations";
import {
  isReservationLate,
  reservationActionRefusals,
  reservationActions,
  reservationBadge,
  reservationStatusLabel,
  statusBadgeColor,
  statusChangeRefusal,
} from "./reservation-status";

describe("labels and badges (docs/product.md#reservation-statuses)", () => {
  it("labels", () => {
    expect(reservationStatusLabel("PENDING", true)).toBe("LATE");
    expect(reservationStatusLabel("CONFIRMED", true)).toBe("LATE");
    expect(reservationStatusLabel("CONFIRMED", false)).toBe("UPCOMING");
    expect(reservationStatusLabel("PENDING", false)).toBe("UPCOMING");
    expect(reservationStatusLabel("NO_SHOW", false)).toBe("NO SHOW");
    expect(reservationStatusLabel("SEATED", false)).toBe("Seated");
    expect(reservationStatusLabel("CANCELLED", true)).toBe("Cancelled");
    expect(reservationStatusLabel("WAITING_LIST", false)).toBe("Waiting list");
  });

  it("colours", () => {
    expect(statusBadgeColor("CONFIRMED")).toBe("green");
    expect(statusBadgeColor("PENDING")).toBe("yellow");
    expect(statusBadgeColor("UPCOMING")).toBe("yellow");
    expect(statusBadgeColor("LATE")).toBe("red");
    expect(statusBadgeColor("Cancelled")).toBe("red");
    expect(statusBadgeColor("Seated")).toBe("blue");
    expect(statusBadgeColor("NO SHOW")).toBe("gray");
    expect(reservationBadge("CONFIRMED", true)).toEqual({ label: "LATE", color: "red" });
    expect(reservationBadge("SEATED", false)).toEqual({ label: "Seated", color: "blue" });
  });
});

describe("actions by status and time (one rule for the screen and the server)", () => {
  const tz = "America/New_York";
  const now = new Date("2026-06-10T16:00:00Z"); // Wednesday 12:00 in New York
  const at = (status: string, reservationDate: string, reservationTime = "18:00", notified = 0) => ({
    status,
    reservationDate,
    reservationTime,
    notified,
  });
  const offered = (r: ReturnType<typeof at>) =>
    Object.entries(reservationActions(r, tz, now))
      .filter(([, ok]) => ok)
      .map(([k]) => k)
      .sort();

  it("an upcoming booking today or later: edit, cancel, alert; seat and no show only from its date on", () => {
    expect(offered(at("CONFIRMED", "2026-06-10"))).toEqual(["alert", "cancel", "edit", "noShow", "seat"]);
    expect(offered(at("PENDING", "2026-06-10"))).toEqual([
      "alert",
      "cancel",
      "confirm",
      "edit",
      "noShow",
      "seat",
    ]);
    expect(offered(at("CONFIRMED", "2026-06-11"))).toEqual(["alert", "cancel", "edit"]);
    expect(offered(at("CONFIRMED", "2026-06-10", "18:00", 2))).toEqual(["cancel", "edit", "noShow", "seat"]);
  });

  it("a late booking today: no edit, still cancel, seat, no show", () => {
    expect(offered(at("CONFIRMED", "2026-06-10", "11:30"))).toEqual(["alert", "cancel", "noShow", "seat"]);
  });

  it("an open booking of a past date: no cancel, no edit; seat or no show settle it", () => {
    expect(offered(at("PENDING", "2026-06-09"))).toEqual(["alert", "noShow", "seat"]);
    expect(reservationActionRefusals(at("CONFIRMED", "2026-06-09"), tz, now).cancel).toBe(
      "A reservation on a past date cannot be cancelled.",
    );
  });

  it("seated and no show are finished: nothing is offered (a note is always possible)", () => {
    for (const d of ["2026-06-09", "2026-06-10", "2026-06-11"]) {
      expect(offered(at("SEATED", d))).toEqual([]);
      expect(offered(at("NO_SHOW", d))).toEqual([]);
    }
    expect(reservationActionRefusals(at("SEATED", "2026-06-09"), tz, now).cancel).toBe(
      "This reservation is already seated.",
    );
  });

  it("cancelled: only restore, and not once its date is past; never seat", () => {
    expect(offered(at("CANCELLED", "2026-06-10"))).toEqual(["restore"]);
    expect(offered(at("CANCELLED", "2026-06-11"))).toEqual(["restore"]);
    expect(offered(at("CANCELLED", "2026-06-09"))).toEqual([]);
    expect(reservationActionRefusals(at("CANCELLED", "2026-06-10"), tz, now).seat).toMatch(
      /Only pending or confirmed/,
    );
  });

  it("the day is the store's: 23:30 in New York is still the same date there", () => {
    const late = new Date("2026-06-11T03:30:00Z"); // 23:30 on the 10th in New York
    expect(reservationActions(at("CONFIRMED", "2026-06-10", "23:00"), tz, late).cancel).toBe(true);
    expect(reservationActions(at("CONFIRMED", "2026-06-10", "23:00"), tz, late).edit).toBe(false);
  });

  it("server transitions use the same rule", () => {
    const t = (from: ReturnType<typeof at>, to: ReservationStatus) => statusChangeRefusal(from, to, tz, now);
    expect(t(at("SEATED", "2026-06-09"), "CANCELLED")).toBe("This reservation is already seated.");
    expect(t(at("NO_SHOW", "2026-06-10"), "CANCELLED")).toBe("This reservation is already marked no show.");
    expect(t(at("CONFIRMED", "2026-06-09"), "CANCELLED")).toMatch(/past date/);
    expect(t(at("CONFIRMED", "2026-06-10", "11:00"), "CANCELLED")).toBeNull();
    expect(t(at("CANCELLED", "2026-06-11"), "PENDING")).toBeNull();
    expect(t(at("CANCELLED", "2026-06-09"), "PENDING")).toMatch(/past date/);
    expect(t(at("CONFIRMED", "2026-06-11"), "PENDING")).toMatch(/restored/);
    expect(t(at("CONFIRMED", "2026-06-10"), "SEATED")).toBeNull();
    expect(t(at("CONFIRMED", "2026-06-11"), "SEATED")).toMatch(/from its date on/);
    expect(t(at("PENDING", "2026-06-09"), "NO_SHOW")).toBeNull();
    expect(t(at("CANCELLED", "2026-06-10"), "SEATED")).toMatch(/Only pending or confirmed/);
    expect(t(at("CANCELLED", "2026-06-10"), "CANCELLED")).toBe("This reservation is already cancelled.");
    expect(t(at("PENDING", "2026-06-11"), "CONFIRMED")).toBeNull();
    expect(t(at("CONFIRMED", "2026-06-11"), "CONFIRMED")).toBe("This reservation is already confirmed.");
  });
});

describe("late (store time)", () => {
  const r = { status: "CONFIRMED", reservationDate: "2026-06-10", reservationTime: "23:30" };
  const tz = "America/New_York";
  it("is late only after the start has passed in the store's timezone", () => {
    // 23:30 EDT = 03:30Z next day.
    expect(isReservationLate(r, tz, new Date("2026-06-11T03:30:00Z"))).toBe(false);
    expect(isReservationLate(r, tz, new Date("2026-06-11T03:31:00Z"))).toBe(true);
    expect(isReservationLate({ ...r, status: "SEATED" }, tz, new Date("2026-06-12T00:00:00Z"))).toBe(false);
  });
  it("across the store's midnight", () => {
    const early = { status: "PENDING", reservationDate: "2026-06-11", reservationTime: "00:30" };
    // 2026-06-11 00:15 in New York: not yet late; 00:45: late.
    expect(isReservationLate(early, tz, new Date("2026-06-11T04:15:00Z"))).toBe(false);
    expect(isReservationLate(early, tz, new Date("2026-06-11T04:45:00Z"))).toBe(true);
  });
});
