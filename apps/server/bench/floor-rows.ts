/**
 * The floor read (docs/product.md#the-floor): the Floor tab's tRPC floor.view of a store with a realistic floor (40
 * tables over three areas, half seated, bookings due later today) against the bare baseline's one query of the same
 * tables and their states (bench/bare-server.ts GET /floor). floor.view reads the session and then one statement
 * (services/floor/floor-state.ts over queries/floor-snapshot.ts: areas, live tables, open occupancies, turn averages,
 * today's bookings), whatever the number of tables. Goal: at least 0.8x the bare read.
 */
import type { Row } from "./row";

const BARE_FLOOR = "bare floor read (1 query, 40 tables)";

export const floorRows: Row[] = [
  { name: BARE_FLOOR, request: (t) => ({ url: `${t.bare}/floor?store=${t.floor.storeId}`, method: "GET" }) },
  {
    name: "tRPC floor.view (40 tables, 20 seated)",
    vs: BARE_FLOOR,
    request: (t) => ({
      url: `${t.subject}/trpc/floor.view`,
      method: "GET",
      headers: { authorization: `Bearer ${t.floor.token}` },
    }),
  },
];
