/** The floor (docs/product.md#the-floor): thin procedures over services/floor and the seat-at-table actions of both lifecycles. */
import {
  addServerInput,
  addTableInput,
  assignSectionInput,
  moveTableInput,
  removeTableInput,
  reservationRefInput,
  reservationSuggestionsInput,
  seatAtTableInput,
  seatReservationInput,
  serverOutInput,
  serverRefInput,
  tableStateInput,
  tableSuggestionsInput,
  updateTableInput,
} from "@seatline/domain";
import { entryTableSuggestions, readFloor, reservationTableSuggestions } from "../services/floor/floor-reads";
import { addServer, assignSection, markServerOut, removeServer } from "../services/floor/sections";
import { moveParty, setTableState } from "../services/floor/table-actions";
import { addTable, removeTable, updateTable } from "../services/floor/table-editor";
import { seatReservationAtTables, unseatReservation } from "../services/reservations/lifecycle";
import { seatAtTable } from "../services/waitlist/lifecycle";
import { hostProcedure, managerProcedure, router } from "../trpc";

export const floorRouter = router({
  /** Every live table with its state, party, minutes sat and expected turn. */
  view: hostProcedure.query(({ ctx }) => readFloor(ctx.deps, ctx.staff)),
  /** The free tables that fit a waiting walk-in, best first. */
  suggestions: hostProcedure
    .input(tableSuggestionsInput)
    .query(({ ctx, input }) => entryTableSuggestions(ctx.deps, ctx.staff, input.id)),
  /** Seat a waiting walk-in at tables; CONFLICT "Table 12 was just seated by another host." when one was taken. */
  seatAtTable: hostProcedure
    .input(seatAtTableInput)
    .mutation(({ ctx, input }) => seatAtTable(ctx.deps, ctx.staff, input.id, input.tableIds)),
  /** The free tables that fit an arriving booking, best first (the table promised to it included). */
  reservationSuggestions: hostProcedure
    .input(reservationSuggestionsInput)
    .query(({ ctx, input }) => reservationTableSuggestions(ctx.deps, ctx.staff, input.uuid)),
  /** Seat a pending or confirmed booking at tables; the same CONFLICT as seatAtTable when one was taken. */
  seatReservation: hostProcedure
    .input(seatReservationInput)
    .mutation(({ ctx, input }) => seatReservationAtTables(ctx.deps, ctx.staff, input.uuid, input.tableIds)),
  /** Undo of seatReservation: the booking is confirmed again and its tables are free. */
  unseatReservation: hostProcedure
    .input(reservationRefInput)
    .mutation(({ ctx, input }) => unseatReservation(ctx.deps, ctx.staff, input.uuid)),
  move: hostProcedure
    .input(moveTableInput)
    .mutation(({ ctx, input }) => moveParty(ctx.deps, ctx.staff, input.tableId, input.toTableIds)),
  setState: hostProcedure
    .input(tableStateInput)
    .mutation(({ ctx, input }) => setTableState(ctx.deps, ctx.staff, input.tableId, input.state)),
  /** Sections (docs/product.md#sections-and-rotation): the manager's list of servers and their tables this shift. */
  addServer: managerProcedure
    .input(addServerInput)
    .mutation(({ ctx, input }) => addServer(ctx.deps, ctx.staff, input.name)),
  removeServer: managerProcedure
    .input(serverRefInput)
    .mutation(({ ctx, input }) => removeServer(ctx.deps, ctx.staff, input.id)),
  assignSection: managerProcedure
    .input(assignSectionInput)
    .mutation(({ ctx, input }) => assignSection(ctx.deps, ctx.staff, input.serverId, input.tableIds)),
  /** A server on a break or gone home: the rotation skips them until marked back. */
  setServerOut: hostProcedure
    .input(serverOutInput)
    .mutation(({ ctx, input }) => markServerOut(ctx.deps, ctx.staff, input.id, input.out)),
  /** The floor editor (Settings): a stale version is CONFLICT "Table 12 was changed by someone else …". */
  addTable: managerProcedure
    .input(addTableInput)
    .mutation(({ ctx, input }) => addTable(ctx.deps, ctx.staff, input)),
  updateTable: managerProcedure
    .input(updateTableInput)
    .mutation(({ ctx, input }) => updateTable(ctx.deps, ctx.staff, input.id, input.version, input.table)),
  removeTable: managerProcedure
    .input(removeTableInput)
    .mutation(({ ctx, input }) => removeTable(ctx.deps, ctx.staff, input.id, input.version)),
});
