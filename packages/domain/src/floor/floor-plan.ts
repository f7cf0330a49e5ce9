/**
 * The floor plan's geometry (Settings → Floor Plan, docs/product.md#the-floor): how much room a table takes, whether
 * two tables overlap, and where a new table fits. Each area is its own plan; a table's x and y are its centre, in
 * plan units (the editor draws one unit as one pixel at full size), its rotation is in degrees clockwise.
 */
import { PLAN_EXTENT, type TableShape } from "../entities/floor";

/** At most this many live tables on a store's floor (the editor and the Table Information counts both). */
export const FLOOR_TABLES_MAX = 300;
/** New tables are placed within this width, row after row, and the editor's canvas shows at least this much. */
export const PLAN_ROW_WIDTH = 1200;

export interface PlanTable {
  id?: number;
  name: string;
  shape: TableShape;
  maxSeats: number;
  x: number;
  y: number;
  rotation: number;
}

/** Width and depth of a table (and its chairs) on the plan, by shape and most seats. */
export function tableFootprint(shape: TableShape, maxSeats: number): { w: number; h: number } {
  const seats = Math.max(1, maxSeats);
  switch (shape) {
    case "bar_seat":
      return { w: 40, h: 40 };
    case "round":
    case "square": {
      const side = 48 + 6 * seats;
      return { w: side, h: side };
    }
    case "rectangle":
      return { w: 40 + 14 * Math.ceil(seats / 2), h: 64 };
    case "booth":
      return { w: 40 + 14 * Math.ceil(seats / 2), h: 80 };
  }
}

type Point = [number, number];

/** Half the footprint's diagonal: no part of the table is further than this from its centre. */
function reach(t: PlanTable): number {
  const { w, h } = tableFootprint(t.shape, t.maxSeats);
  return Math.hypot(w, h) / 2;
}

/** The four corners of a table's footprint turned by its rotation about its centre. */
export function tableCorners(t: PlanTable): Point[] {
  const { w, h } = tableFootprint(t.shape, t.maxSeats);
  const rad = (t.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([dx, dy]) => [
    t.x + (dx as number) * cos - (dy as number) * sin,
    t.y + (dx as number) * sin + (dy as number) * cos,
  ]);
}

function project(points: Point[], axis: Point): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    const p = x * axis[0] + y * axis[1];
    if (p < min) min = p;
    if (p > max) max = p;
  }
  return [min, max];
}

/**
 * Whether two tables' footprints overlap (touching edges do not). Each footprint is a turned rectangle (a round
 * table counts as its square), compared by the separating axis rule: two convex shapes are apart exactly when some
 * edge direction of either separates their projections.
 */
export function tablesOverlap(a: PlanTable, b: PlanTable): boolean {
  // Far apart (beyond both half-diagonals) needs no more work: most pairs on a plan are.
  if (Math.hypot(a.x - b.x, a.y - b.y) >= reach(a) + reach(b)) return false;
  const ca = tableCorners(a);
  const cb = tableCorners(b);
  for (const corners of [ca, cb]) {
    for (let i = 0; i < 2; i++) {
      const [x1, y1] = corners[i] as Point;
      const [x2, y2] = corners[i + 1] as Point;
      const axis: Point = [y1 - y2, x2 - x1];
      const [minA, maxA] = project(ca, axis);
      const [minB, maxB] = project(cb, axis);
      // A hair of tolerance: rotated corners carry rounding, and tables placed edge to edge are allowed.
      if (maxA <= minB + 1e-6 || maxB <= minA + 1e-6) return false;
    }
  }
  return true;
}

/** The first of `others` this table would overlap on its area's plan (itself left out by id), or null. */
export function overlappingTable<T extends PlanTable>(table: PlanTable, others: readonly T[]): T | null {
  return others.find((o) => (table.id === undefined || o.id !== table.id) && tablesOverlap(table, o)) ?? null;
}

export function overlapMessage(name: string, other: string): string {
  return `Table ${name} would overlap table ${other} on the floor plan. Move it to a free spot.`;
}

export function tooManyTablesMessage(): string {
  return `A floor has at most ${FLOOR_TABLES_MAX} tables.`;
}

/**
 * A free spot for a new table: the first place, row after row from the top left in steps of 20 units, where it
 * overlaps none of `others`. Used for tables made from the counts and for a table added without a place.
 */
export function freeSpot(
  table: Pick<PlanTable, "shape" | "maxSeats" | "rotation">,
  others: readonly PlanTable[],
): { x: number; y: number } {
  const { w, h } = tableFootprint(table.shape, table.maxSeats);
  // On the editor's 10-unit grid, so a table placed here and then dragged lands where the pointer says.
  const half = Math.ceil((Math.max(w, h) / 2 + 10) / 10) * 10;
  const step = 20;
  for (let y = half; y <= PLAN_EXTENT - half; y += step) {
    const row = others.filter((o) => Math.abs(o.y - y) < reach(o) + half * 1.5);
    for (let x = half; x <= Math.max(half, PLAN_ROW_WIDTH - half); ) {
      const candidate = { ...table, name: "", x, y };
      const hit = row.find((o) => tablesOverlap(candidate, o));
      if (!hit) return { x, y };
      // Jump past the table in the way rather than trying every step across it.
      x = Math.max(x + step, half + step * Math.ceil((hit.x + reach(hit) - half) / step));
    }
  }
  return { x: half, y: PLAN_EXTENT - half };
}
