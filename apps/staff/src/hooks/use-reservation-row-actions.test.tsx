import { act, renderHook, waitFor } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostChanges, resetHostChangesForTest } from "../offline/host-changes";
import { fakeTrpc } from "../test-support/fake-trpc";
import { type ShownNotice, shownTexts, undoOf } from "../test-support/shown-notices";
import {
  RESERVATION_ALERT_FAILED,
  RESERVATION_NOTE_FAILED,
  RESERVATION_STATUS_FAILED,
  useReservationRowActions,
} from "./use-reservation-row-actions";

const shown = vi.hoisted(() => [] as ShownNotice[]);
vi.mock("@mantine/notifications", () => ({
  notifications: {
    show: (n: ShownNotice) => {
      shown.push(n);
      return `n${shown.length}`;
    },
    hide: () => {},
  },
}));

const row = { uuid: "r-1", guestName: "Grace Hopper" };

beforeEach(() => {
  shown.length = 0;
  resetHostChangesForTest();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("useReservationRowActions", () => {
  it("Alert sends the courtesy notification; Seat and the delete icon set SEATED and NO_SHOW", async () => {
    const fake = fakeTrpc({
      "reservations.courtesyNotify": () => ({}),
      "reservations.setStatus": () => ({}),
    });
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    await act(() => result.current.alert(row));
    await act(() => result.current.seat(row));
    await act(() => result.current.noShow(row));
    expect(fake.calls.filter((c) => c.type === "mutation").map((c) => [c.path, c.input])).toEqual([
      ["reservations.courtesyNotify", { uuid: "r-1" }],
      ["reservations.setStatus", { uuid: "r-1", status: "SEATED" }],
      ["reservations.setStatus", { uuid: "r-1", status: "NO_SHOW" }],
    ]);
    expect(shownTexts(shown)).toEqual([
      "Seated Grace Hopper (reservation). [Undo]",
      "No show: Grace Hopper (reservation).",
    ]);
  });

  it("a seat's Undo puts that booking back (confirmed, its tables free), at a table or not", async () => {
    const fake = fakeTrpc({
      "reservations.setStatus": () => ({}),
      "floor.seatReservation": () => ({}),
      "floor.unseatReservation": () => ({}),
    });
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    await act(() => result.current.seatAtTable(row, [4, 5], ["4", "5"]));
    await act(() => result.current.seat({ uuid: "r-2", guestName: "Ada Lovelace" }));
    expect(shownTexts(shown)).toEqual([
      "Seated Grace Hopper (reservation) at table 4 + 5. [Undo]",
      "Seated Ada Lovelace (reservation). [Undo]",
    ]);
    await act(async () => undoOf(shown, 0)());
    await act(async () => undoOf(shown, 1)());
    await waitFor(() =>
      expect(fake.callsOf("floor.unseatReservation").map((c) => c.input)).toEqual([
        { uuid: "r-1" },
        { uuid: "r-2" },
      ]),
    );
    await waitFor(() =>
      expect(shownTexts(shown)).toContain("Ada Lovelace (reservation) is not seated any more."),
    );
  });

  it("saves the note as special requests", async () => {
    const fake = fakeTrpc({ "reservations.note": () => ({}) });
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveNote(row, "Birthday");
    });
    expect(saved).toBe(true);
    expect(fake.callsOf("reservations.note")[0]?.input).toEqual({ uuid: "r-1", note: "Birthday" });
  });

  it("each failure shows the server's message first, then its own text", async () => {
    const refuse = () => {
      throw TRPCClientError.from({
        error: { message: "Reservation not found", code: -32004, data: { code: "NOT_FOUND" } },
      });
    };
    const fake = fakeTrpc({
      "reservations.courtesyNotify": refuse,
      "reservations.setStatus": refuse,
      "reservations.note": refuse,
    });
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    await act(() => result.current.alert(row));
    await act(() => result.current.seat(row));
    await act(async () => {
      expect(await result.current.saveNote(row, "x")).toBe(false);
    });
    expect(shownTexts(shown)).toEqual([
      "Reservation not found",
      RESERVATION_ALERT_FAILED,
      "Reservation not found",
      RESERVATION_STATUS_FAILED,
      "Reservation not found",
      RESERVATION_NOTE_FAILED,
    ]);
    expect(RESERVATION_ALERT_FAILED).toBe("Failed to alert reservation. Please try again.");
    expect(RESERVATION_STATUS_FAILED).toBe("Failed to update reservation status. Please try again.");
    expect(RESERVATION_NOTE_FAILED).toBe("Failed to save reservation note. Please try again.");
  });

  it("reloads the host waitlist and the reservations after every action, failed or not", async () => {
    const fake = fakeTrpc({
      "reservations.setStatus": () => {
        throw new Error("offline");
      },
    });
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    const invalidate = vi.spyOn(fake.queryClient, "invalidateQueries");
    await act(() => result.current.seat(row));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [["waitlist"]] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [["reservations"]] });
    expect(result.current.isBusy("r-1")).toBe(false);
  });

  it("offline, Seat and the note are queued for the booking, not sent, and the notice says so", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fake = fakeTrpc({});
    const { result } = renderHook(() => useReservationRowActions(), { wrapper: fake.wrapper });
    await act(() => result.current.seat(row));
    await act(async () => {
      expect(await result.current.saveNote(row, "Window")).toBe(true);
    });
    expect(fake.calls.filter((c) => c.type === "mutation")).toEqual([]);
    expect(hostChanges().map((c) => [c.kind, c.uuid, c.name, c.note])).toEqual([
      ["resSeat", "r-1", "Grace Hopper", undefined],
      ["resNote", "r-1", "Grace Hopper", "Window"],
    ]);
    expect(shownTexts(shown)).toEqual([
      "Seated Grace Hopper (reservation) (will be sent when back online). [Undo]",
    ]);
    // Undo while still queued: the seat is simply not sent.
    await act(async () => undoOf(shown, 0)());
    await waitFor(() => expect(hostChanges().map((c) => c.kind)).toEqual(["resNote"]));
    expect(fake.calls.filter((c) => c.type === "mutation")).toEqual([]);
    online.mockRestore();
  });
});
