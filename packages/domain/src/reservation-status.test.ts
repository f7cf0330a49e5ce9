import { describe, expect, it } from "vitest";
import {
  isReservationLate,
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

describe("actions and transitions", () => {
  it("edit only PENDING/CONFIRMED not late; cancel non-cancelled; restore cancelled", () => {
    expect(reservationActions("CONFIRMED", false)).toMatchObject({
      canEdit: true,
      canCancel: true,
      canRestore: false,
    });
    expect(reservationActions("CONFIRMED", true).canEdit).toBe(false);
    expect(reservationActions("SEATED", false)).toMatchObject({
      canEdit: false,
      canCancel: true,
      canSeat: false,
    });
    expect(reservationActions("CANCELLED", false)).toMatchObject({ canCancel: false, canRestore: true });
    expect(reservationActions("PENDING", false, 2).canAlert).toBe(false);
  });

  it("server transitions", () => {
    expect(statusChangeRefusal("SEATED", "CANCELLED")).toBeNull();
    expect(statusChangeRefusal("CANCELLED", "PENDING")).toBeNull();
    expect(statusChangeRefusal("CONFIRMED", "PENDING")).toMatch(/restored/);
    expect(statusChangeRefusal("CONFIRMED", "SEATED")).toBeNull();
    expect(statusChangeRefusal("PENDING", "NO_SHOW")).toBeNull();
    expect(statusChangeRefusal("CANCELLED", "SEATED")).toMatch(/Only pending or confirmed/);
    expect(statusChangeRefusal("CANCELLED", "CANCELLED")).toBe("This reservation is already cancelled.");
    expect(statusChangeRefusal("PENDING", "CONFIRMED")).toBeNull();
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
