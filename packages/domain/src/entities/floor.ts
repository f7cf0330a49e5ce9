/**
 * The room (docs/product.md#the-floor): a store's areas and tables, and who sits at which table. Tables are data; the
 * Table Information counts are derived from them (docs/architecture.md#tables-and-occupancy).
 */
import { z } from "zod";
import { controlCharsMessage, hasControlChars } from "../guest-text";

/** The areas every store has, matching the seating preferences the kiosk and the public page offer (seating-options.ts). */
export const areaSeatings = ["indoor", "bar", "outdoor"] as const;
export type AreaSeating = (typeof areaSeatings)[number];
export const defaultAreas: readonly { seating: AreaSeating; name: string }[] = [
  { seating: "indoor", name: "Indoor" },
  { seating: "bar", name: "Bar" },
  { seating: "outdoor", name: "Outdoor" },
];

/** The floor plan's extent: a table's centre lies within 0..PLAN_EXTENT on each axis (floor/floor-plan.ts). */
export const PLAN_EXTENT = 10_000;

export const tableShapes = ["round", "square", "rectangle", "booth", "bar_seat"] as const;
export type TableShape = (typeof tableShapes)[number];

/** Which parties a table takes: walk-ins, reservations or both. */
export const tableTakes = ["walk_in", "reservation", "both"] as const;
export type TableTakes = (typeof tableTakes)[number];

/** An occupied table's state; "free" is the absence of an open occupancy. */
export const occupancyStates = ["seated", "turning", "bussing"] as const;
export type OccupancyState = (typeof occupancyStates)[number];
export const tableStates = ["free", ...occupancyStates] as const;
export type TableState = (typeof tableStates)[number];

export const TABLE_SEATS_MAX = 50;
export const TABLE_NAME_MAX = 20;
/** A party sits at most at this many pushed-together tables. */
export const COMBINED_TABLES_MAX = 4;

const id = z.number().int().positive().max(2_147_483_647);
const seats = z
  .number({ error: "Seats must be a number." })
  .int("Seats must be a whole number.")
  .min(1, "A table has at least 1 seat.")
  .max(TABLE_SEATS_MAX, `A table has at most ${TABLE_SEATS_MAX} seats.`);

export const areaSchema = z.object({
  id,
  name: z.string(),
  seating: z.enum(areaSeatings),
});
export type FloorArea = z.infer<typeof areaSchema>;

/** A table as the apps see it. */
export const floorTableSchema = z.object({
  id,
  name: z.string(),
  minSeats: seats,
  maxSeats: seats,
  areaId: id,
  shape: z.enum(tableShapes),
  x: z.number().int(),
  y: z.number().int(),
  rotation: z.number().int(),
  combinableWith: z.array(id),
  takes: z.enum(tableTakes),
  /** Made from the Table Information counts (the legacy update adds and removes these first). */
  generated: z.boolean(),
  /** Optimistic concurrency: an edit names the version it read; a stale one is refused. */
  version: z.number().int().positive(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

/** An edit of the floor plan's table (Settings → Floor): the fields a manager types. */
const tableFieldsSchema = z
  .object({
    name: z
      .string({ error: "Table name is required." })
      // Checked before the trim: a line break at the end is refused too, not quietly dropped.
      .refine((name) => !hasControlChars(name), controlCharsMessage("Table name"))
      .trim()
      .min(1, "Please enter a table name.")
      .max(TABLE_NAME_MAX, `Table name must be at most ${TABLE_NAME_MAX} characters.`),
    minSeats: seats,
    maxSeats: seats,
    areaId: id,
    shape: z.enum(tableShapes),
    x: z.number().int().min(0).max(PLAN_EXTENT).default(0),
    y: z.number().int().min(0).max(PLAN_EXTENT).default(0),
    rotation: z.number().int().min(0).max(359).default(0),
    combinableWith: z.array(id).max(50).default([]),
    takes: z.enum(tableTakes).default("both"),
  })
  .refine((t) => t.minSeats <= t.maxSeats, {
    message: "Minimum seats must not exceed maximum seats.",
    path: ["minSeats"],
  });
export type TableFields = z.output<typeof tableFieldsSchema>;

export const addTableInput = tableFieldsSchema;
export const updateTableInput = z.object({
  id,
  version: z.number().int().positive(),
  table: tableFieldsSchema,
});
export const removeTableInput = z.object({ id, version: z.number().int().positive() });

/** Seat a waiting party at one table or several pushed together. */
export const seatAtTableInput = z.object({
  id,
  tableIds: z
    .array(id)
    .min(1, "Choose a table.")
    .max(COMBINED_TABLES_MAX, `A party sits at most at ${COMBINED_TABLES_MAX} tables.`)
    .refine((ids) => new Set(ids).size === ids.length, "A table is listed twice."),
});

/** Move the party at a table (and the tables combined with it) to other tables. */
export const moveTableInput = z.object({
  tableId: id,
  toTableIds: seatAtTableInput.shape.tableIds,
});
export const tableStateInput = z.object({ tableId: id, state: z.enum(["turning", "bussing", "free"]) });
export const tableSuggestionsInput = z.object({ id });

/** Seat an arriving booking at one table or several pushed together. */
export const seatReservationInput = z.object({ uuid: z.uuid(), tableIds: seatAtTableInput.shape.tableIds });
export const reservationSuggestionsInput = z.object({ uuid: z.uuid() });

export const SERVER_NAME_MAX = 30;
/** A store has at most this many servers at once (a manager's list, not a payroll). */
export const FLOOR_SERVERS_MAX = 40;

/** Sections and rotation (floor/rotation.ts): a server added to the store's list. */
export const addServerInput = z.object({
  name: z
    .string({ error: "Server name is required." })
    .refine((name) => !hasControlChars(name), controlCharsMessage("Server name"))
    .trim()
    .min(1, "Please enter the server's name.")
    .max(SERVER_NAME_MAX, `Server name must be at most ${SERVER_NAME_MAX} characters.`),
});
export const serverRefInput = z.object({ id });
/** Mark a server out (the rotation skips them) or back in. */
export const serverOutInput = z.object({ id, out: z.boolean() });
/** Put tables in a server's section for the shift (serverId null: take them out of any section). */
export const assignSectionInput = z.object({
  serverId: id.nullable(),
  tableIds: z
    .array(id)
    .min(1, "Choose a table.")
    .max(200, "At most 200 tables at once.")
    .refine((ids) => new Set(ids).size === ids.length, "A table is listed twice."),
});

/** Who sits at a table now. */
export interface FloorParty {
  name: string;
  partySize: number;
  entryId: number | null;
  reservationId: number | null;
  seatedAt: string;
  /** The tables this party sits at (more than one when pushed together). */
  tableIds: number[];
}

/** One table on the live floor. */
export interface FloorTableView extends FloorTable {
  areaName: string;
  state: TableState;
  party: FloorParty | null;
  /** Minutes the party has sat, and the expected turn of its size (the table settings' average). */
  minutesSat: number | null;
  expectedTurn: number | null;
  /** The time (HH:MM) of the booking this free table is promised to within 30 minutes, if any. */
  reservedSoon: string | null;
  /** The server whose section the table is in this shift (null: no section). */
  serverId: number | null;
}

/** A server of the store, with the covers seated in their section lately (floor/rotation.ts). */
export interface FloorServer {
  id: number;
  name: string;
  /** Marked out by the host (a break, gone home): the rotation skips them. */
  out: boolean;
  /** Covers seated in the rotation's window (the last hour). */
  recentCovers: number;
  /** Whose turn it is now for the next party any of their free tables takes. */
  turn: boolean;
}

export interface FloorView {
  areas: FloorArea[];
  tables: FloorTableView[];
  servers: FloorServer[];
}

/** A table (or pushed-together tables) that fits a party, as the seat picker lists them, best first. */
export interface TableSuggestion {
  tableIds: number[];
  names: string[];
  seats: number;
  areaName: string;
  inPreferredArea: boolean;
  /** One table whose minimum seats is above the party: it can take it, the host should know. */
  larger: boolean;
  /** The server whose section the (first) table is in this shift, if any (floor/rotation.ts). */
  server?: string | null;
  /** The section whose turn it is: the picker's suggestion by rotation. */
  turn?: boolean;
}
