import { describe, expect, it } from "vitest";
import { estimateWait, type QuoteInput } from "./estimator";
import { queueMinutes } from "./queue-model";
import { partyUnits, type RoomOccupancy, type RoomState, type RoomTable, roomMinutes } from "./room-model";

const settings = {
  solo_tables_total: 0,
  solo_tables_turn_avg: 30,
  two_tables_total: 2,
  two_tables_turn_avg: 40,
  three_four_tables_total: 2,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 90,
};
const now = Date.parse("2025-01-10T19:30:00-05:00");
const min = 60_000;

function table(id: number, minSeats: number, maxSeats: number, over: Partial<RoomTable> = {}): RoomTable {
  return {
    id,
    name: String(id),
    minSeats,
    maxSeats,
    combinableWith: [],
    takes: "both",
    areaName: "Indoor",
    areaSeating: "indoor",
    ...over,
  };
}

// Two 2-tops, two 4-tops, two 6-tops that can be pushed together.
const layout = [
  table(1, 1, 2),
  table(2, 1, 2),
  table(3, 2, 4),
  table(4, 2, 4),
  table(5, 4, 6, { combinableWith: [6] }),
  table(6, 4, 6, { combinableWith: [5] }),
];

function sat(tableId: number, minutesAgo: number, partySize = 2, state: RoomOccupancy["state"] = "seated") {
  return { tableId, partySize, seatedMs: now - minutesAgo * min, state };
}

function room(open: RoomOccupancy[], bookings: RoomState["bookings"] = []): RoomState {
  return { tables: layout, open, bookings };
}

describe("room model: which tables fit", () => {
  it("takes the group's own tables that hold the party, any table that does, else combinations", () => {
    expect(partyUnits(layout, "two", 2)).toEqual([[1], [2]]);
    expect(partyUnits(layout, "three_four", 3)).toEqual([[3], [4]]);
    // no solo tables: a solo fits the 2-tops
    expect(partyUnits(layout, "solo", 1)).toEqual([[1], [2]]);
    // a party of 10 fits only the two 6-tops pushed together
    expect(partyUnits(layout, "five_plus", 10)).toEqual([[5, 6]]);
    // reservation-only tables never take a walk-in
    const bookedOnly = layout.map((t) => (t.id === 1 ? { ...t, takes: "reservation" as const } : t));
    expect(partyUnits(bookedOnly, "two", 2)).toEqual([[2]]);
  });

  it("a party of 10 waits for both tables of its combination", () => {
    const r = room([sat(5, 80, 5), sat(6, 10, 5)]);
    // the table seated 10 minutes ago decides: about 90 − 10 minutes left
    const m = roomMinutes(settings, "five_plus", 0, now, r, [], 10) ?? 0;
    expect(m).toBeGreaterThan(70);
    expect(m).toBeLessThan(90);
  });
});

describe("room model: busy since", () => {
  it("a free table of the group means no wait; a line waits for the table that frees first", () => {
    expect(roomMinutes(settings, "two", 0, now, room([sat(1, 10)]), [])).toBe(0);
    // one ahead takes the free table; the next waits for the table seated 10 minutes ago (turn 40): about 30
    const one = roomMinutes(settings, "two", 1, now, room([sat(1, 10)]), []) ?? 0;
    expect(one).toBeGreaterThan(27);
    expect(one).toBeLessThan(33);
  });

  it("a table seated long ago frees sooner than one seated just now", () => {
    const old = roomMinutes(settings, "two", 0, now, room([sat(1, 35), sat(2, 5)]), []) ?? 0;
    const fresh = roomMinutes(settings, "two", 0, now, room([sat(1, 15), sat(2, 5)]), []) ?? 0;
    expect(old).toBeLessThan(fresh);
    expect(old).toBeGreaterThan(0);
    // a long-running party past its turn still holds its table (the seats alone would call it free)
    const overstayed = roomMinutes(settings, "two", 0, now, room([sat(1, 70), sat(2, 65)]), []) ?? 0;
    expect(overstayed).toBeGreaterThan(0);
    const seats = [
      { group: "two" as const, seatedMs: now - 70 * min },
      { group: "two" as const, seatedMs: now - 65 * min },
    ];
    expect(queueMinutes(settings, "two", 0, now, seats)).toBe(0);
  });

  it("rounds: with more parties ahead than tables, a turn per round", () => {
    const full = room([sat(1, 20), sat(2, 20)]);
    const first = roomMinutes(settings, "two", 0, now, full, []) ?? 0;
    const third = roomMinutes(settings, "two", 2, now, full, []) ?? 0;
    expect(third - first).toBeCloseTo(40, 0);
  });
});

describe("room model: turning and bussing", () => {
  it("a turning table frees within minutes, a bussing one sooner, a seated one later", () => {
    const seated = roomMinutes(settings, "two", 0, now, room([sat(1, 20), sat(2, 20)]), []) ?? 0;
    const turning =
      roomMinutes(settings, "two", 0, now, room([sat(1, 20, 2, "turning"), sat(2, 20)]), []) ?? 0;
    const bussing =
      roomMinutes(settings, "two", 0, now, room([sat(1, 20, 2, "bussing"), sat(2, 20)]), []) ?? 0;
    expect(seated).toBeGreaterThan(10);
    expect(turning).toBeGreaterThan(bussing);
    expect(turning).toBeLessThan(10);
    expect(bussing).toBeGreaterThan(0);
    expect(bussing).toBeLessThan(3);
  });
});

describe("room model: tables held for bookings", () => {
  const booking = (inMinutes: number, partySize = 2) => ({
    id: 1,
    atMs: now + inMinutes * min,
    partySize,
    preference: "first_available",
  });

  it("a free table promised to a booking within the party's turn is not the party's", () => {
    const open = [sat(1, 10)];
    expect(roomMinutes(settings, "two", 0, now, room(open), [])).toBe(0);
    // the free 2-top is held for a booking in 20 minutes: wait for the table seated 10 minutes ago
    const held = roomMinutes(settings, "two", 0, now, room(open, [booking(20)]), []) ?? 0;
    expect(held).toBeGreaterThan(25);
    // a booking beyond the party's turn (40 minutes) holds nothing yet
    expect(roomMinutes(settings, "two", 0, now, room(open, [booking(55)]), [])).toBe(0);
  });
});

describe("room model: without table states", () => {
  const seats = [
    { group: "two" as const, seatedMs: now - 30 * min },
    { group: "two" as const, seatedMs: now - 10 * min },
  ];

  it("no occupancy recorded, or recent walk-in seats at no table: the seats decide, exactly as without a room", () => {
    for (const ahead of [0, 1, 3]) {
      const legacy = queueMinutes(settings, "two", ahead, now, seats);
      expect(queueMinutes(settings, "two", ahead, now, seats, room([]))).toBe(legacy);
      expect(queueMinutes(settings, "two", ahead, now, seats, null)).toBe(legacy);
      // two walk-ins seated in the last 15 minutes, one table seated: some seats went unrecorded
      const unrecorded = [...seats, { group: "two" as const, seatedMs: now - 5 * min }];
      expect(queueMinutes(settings, "two", ahead, now, unrecorded, room([sat(1, 5)]))).toBe(
        queueMinutes(settings, "two", ahead, now, unrecorded),
      );
    }
    // a store without tables that fit the party
    expect(roomMinutes(settings, "five_plus", 0, now, room([sat(1, 5)]), [], 20)).toBeNull();
  });

  it("before tonight's first seat an empty room is the truth: every table is free", () => {
    expect(roomMinutes(settings, "two", 0, now, room([]), [])).toBe(0);
    // one ahead takes one of the two free 2-tops, the other is the party's
    expect(roomMinutes(settings, "two", 1, now, room([]), [])).toBe(0);
    expect(queueMinutes(settings, "two", 1, now, [], room([]))).toBe(0);
    // without the room, the queue model counts every table taken: (1 + 1) × 40 ÷ (2 + 1)
    expect(queueMinutes(settings, "two", 1, now, [])).toBeCloseTo(80 / 3);
    // two ahead take both 2-tops: the party waits a turn for one of them
    expect(queueMinutes(settings, "two", 2, now, [], room([]))).toBe(40);
    // a seat later tonight (not yet made) does not count against the room
    expect(roomMinutes(settings, "two", 0, now, room([]), [now + 5 * min])).toBe(0);
  });

  it("the estimator quotes from the room when it has one", () => {
    const input: QuoteInput = {
      group: "two",
      ahead: 0,
      dow: 5,
      hour: 19,
      nowMs: now,
      tables: settings,
      stats: () => undefined,
      tonight: [],
    };
    expect(estimateWait(input).minutes).toBe(0);
    // both 2-tops seated 5 and 10 minutes ago: about 30 minutes to go
    const busy = estimateWait({ ...input, room: room([sat(1, 10), sat(2, 5)]) }).minutes;
    expect(busy).toBeGreaterThan(25);
    expect(busy).toBeLessThan(36);
  });
});
