/** The reservations tab, host reservation actions and reservation settings (staff; the store is the session's). */
import {
  accessLinkDateInput,
  blackoutDateInput,
  createAccessLinkInput,
  createReservationInput,
  dateField,
  markArrivalInput,
  partySizeField,
  reservationConfigInput,
  reservationNoteInput,
  reservationRefInput,
  reservationSearchInput,
  setReservationStatusInput,
  updateAccessLinkInput,
  updateReservationInput,
} from "@seatline/domain";
import { z } from "zod";
import {
  changeAccessLink,
  createAccessLink,
  readAccessLinks,
  removeAccessLink,
} from "../services/reservations/access-links";
import {
  addStoreBlackoutDate,
  readBlackoutDates,
  removeStoreBlackoutDate,
} from "../services/reservations/blackout-dates";
import { editReservation } from "../services/reservations/edit-reservation";
import {
  markReservationArrival,
  saveReservationNote,
  sendCourtesyNotification,
  setReservationStatus,
} from "../services/reservations/lifecycle";
import { readReservationConfig, updateReservationConfig } from "../services/reservations/reservation-config";
import { reservationHistory } from "../services/reservations/reservation-history";
import { readShiftCovers } from "../services/reservations/shift-covers";
import {
  createStaffReservation,
  listReservationsWithGuests,
  searchStaffReservations,
} from "../services/reservations/staff-reservations";
import { staffTimeWindows } from "../services/reservations/time-windows";
import { hostProcedure, managerProcedure, router } from "../trpc";

const dateInput = z.object({ date: dateField() });

export const reservationsRouter = router({
  list: hostProcedure
    .input(dateInput)
    .query(({ ctx, input }) => listReservationsWithGuests(ctx.deps, ctx.staff, input.date)),
  /** The day's covers and bookings per shift of the store's hours, and in all (docs/product.md#reservations-tab). */
  shiftCovers: hostProcedure
    .input(dateInput)
    .query(({ ctx, input }) => readShiftCovers(ctx.deps, ctx.staff, input.date)),
  search: hostProcedure
    .input(reservationSearchInput)
    .query(({ ctx, input }) => searchStaffReservations(ctx.deps, ctx.staff, input.query)),
  timeSlots: hostProcedure
    .input(z.object({ date: dateField(), partySize: partySizeField.optional() }))
    .query(({ ctx, input }) => staffTimeWindows(ctx.deps, ctx.staff, input)),
  create: hostProcedure
    .input(createReservationInput)
    .mutation(({ ctx, input }) => createStaffReservation(ctx.deps, ctx.staff, input)),
  update: hostProcedure
    .input(updateReservationInput)
    .mutation(({ ctx, input }) => editReservation(ctx.deps, ctx.staff, input)),
  setStatus: hostProcedure
    .input(setReservationStatusInput)
    .mutation(({ ctx, input }) => setReservationStatus(ctx.deps, ctx.staff, input.uuid, input.status)),
  /** How many of the party are here (the whole party: "Arrived"), or null to clear it (docs/product.md#arrived). */
  markArrival: hostProcedure
    .input(markArrivalInput)
    .mutation(({ ctx, input }) =>
      markReservationArrival(ctx.deps, ctx.staff, input.uuid, input.arrivedCount),
    ),
  /** The booking's history of changes (who, when, from → to), oldest first. */
  history: hostProcedure
    .input(reservationRefInput)
    .query(({ ctx, input }) => reservationHistory(ctx.deps, ctx.staff, input.uuid)),
  courtesyNotify: hostProcedure
    .input(reservationRefInput)
    .mutation(({ ctx, input }) => sendCourtesyNotification(ctx.deps, ctx.staff, input.uuid)),
  note: hostProcedure
    .input(reservationNoteInput)
    .mutation(({ ctx, input }) => saveReservationNote(ctx.deps, ctx.staff, input.uuid, input.note)),

  blackoutDates: router({
    list: hostProcedure.query(({ ctx }) => readBlackoutDates(ctx.deps, ctx.staff)),
    add: managerProcedure
      .input(blackoutDateInput)
      .mutation(({ ctx, input }) => addStoreBlackoutDate(ctx.deps, ctx.staff, input.date)),
    remove: managerProcedure
      .input(blackoutDateInput)
      .mutation(({ ctx, input }) => removeStoreBlackoutDate(ctx.deps, ctx.staff, input.date)),
  }),

  config: router({
    get: managerProcedure.query(({ ctx }) => readReservationConfig(ctx.deps, ctx.staff)),
    update: managerProcedure
      .input(reservationConfigInput)
      .mutation(({ ctx, input }) => updateReservationConfig(ctx.deps, ctx.staff, input)),
  }),

  accessLinks: router({
    list: managerProcedure.query(({ ctx }) => readAccessLinks(ctx.deps, ctx.staff)),
    create: managerProcedure
      .input(createAccessLinkInput)
      .mutation(({ ctx, input }) => createAccessLink(ctx.deps, ctx.staff, input.linkCode)),
    update: managerProcedure
      .input(updateAccessLinkInput)
      .mutation(({ ctx, input }) => changeAccessLink(ctx.deps, ctx.staff, input)),
    addDate: managerProcedure
      .input(accessLinkDateInput)
      .mutation(({ ctx, input }) =>
        changeAccessLink(ctx.deps, ctx.staff, { uuid: input.uuid, addDate: input.date }),
      ),
    removeDate: managerProcedure
      .input(accessLinkDateInput)
      .mutation(({ ctx, input }) =>
        changeAccessLink(ctx.deps, ctx.staff, { uuid: input.uuid, removeDate: input.date }),
      ),
    delete: managerProcedure
      .input(reservationRefInput)
      .mutation(({ ctx, input }) => removeAccessLink(ctx.deps, ctx.staff, input.uuid)),
  }),
});
