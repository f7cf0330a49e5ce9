import { describe, expect, it } from "vitest";
import { bookingMessageUsefulUntil, textUsefulUntil } from "./message-useful-until";

const due = new Date("2026-11-21T18:00:00Z");
const at = (iso: string) => new Date(iso);
const text = (o: Partial<Parameters<typeof textUsefulUntil>[0]>) =>
  textUsefulUntil({
    kind: "join",
    dueAt: due,
    holdMinutes: 10,
    entryStatus: "waiting",
    bookingStartsAt: null,
    ...o,
  });

describe("how long a message is worth sending", () => {
  it("a ready text for the store's hold; a welcome text while the party waits, at most a day", () => {
    expect(text({ kind: "ready", holdMinutes: 12 })).toEqual(at("2026-11-21T18:12:00Z"));
    expect(text({ kind: "notify_offer", entryStatus: null })).toEqual(at("2026-11-21T18:10:00Z"));
    expect(text({ kind: "join" })).toEqual(at("2026-11-22T18:00:00Z"));
    expect(text({ kind: "join", entryStatus: "seated" })).toEqual(due);
    expect(text({ kind: "ready", entryStatus: "cancelled" })).toEqual(due);
    expect(text({ kind: "test", entryStatus: null })).toEqual(at("2026-11-21T18:15:00Z"));
  });

  it("a booking's message until the booking starts: at least five minutes, at most a day", () => {
    const starts = at("2026-11-21T20:00:00Z");
    expect(text({ kind: "reservation_confirmed", entryStatus: null, bookingStartsAt: starts })).toEqual(
      starts,
    );
    expect(bookingMessageUsefulUntil(due, at("2026-11-21T18:01:00Z"))).toEqual(at("2026-11-21T18:05:00Z"));
    expect(bookingMessageUsefulUntil(due, at("2026-12-01T18:00:00Z"))).toEqual(at("2026-11-22T18:00:00Z"));
    expect(bookingMessageUsefulUntil(due, null)).toEqual(at("2026-11-22T18:00:00Z"));
  });
});
