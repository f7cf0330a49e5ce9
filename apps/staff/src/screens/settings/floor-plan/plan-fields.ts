/** The floor editor's shared bits: a table's fields to send, and the names the list and the canvas show. */
import type { FloorTable, TableFields, TableShape, TableTakes } from "@seatline/domain";

export const shapeLabels: Record<TableShape, string> = {
  round: "Round",
  square: "Square",
  rectangle: "Rectangle",
  booth: "Booth",
  bar_seat: "Bar seat",
};
export const takesLabels: Record<TableTakes, string> = {
  both: "Walk-ins and reservations",
  walk_in: "Walk-ins only",
  reservation: "Reservations only",
};

/** Everything the editor procedures take, from a table as read, with some fields changed. */
export function fieldsOf(t: FloorTable, patch: Partial<TableFields> = {}): TableFields {
  return {
    name: t.name,
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
    areaId: t.areaId,
    shape: t.shape,
    takes: t.takes,
    x: t.x,
    y: t.y,
    rotation: t.rotation,
    combinableWith: t.combinableWith,
    ...patch,
  };
}

/** Turns by a step, kept within 0-359 as the server takes it. */
export function turned(rotation: number, by: number): number {
  return (((rotation + by) % 360) + 360) % 360;
}
