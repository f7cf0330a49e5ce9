/**
 * A booking's lifecycle (docs/architecture.md#the-lifecycle): every channel — staff tRPC, the legacy REST adapter, the
 * guest's /r page, a text reply — changes a reservation's status through these functions, so each change is checked
 * one way per actor: staff by the domain's one rule for what a booking allows now (reservationActionRefusals, which
 * the screens' buttons follow: cancel, restore, seat, no-show, alert, edit), guests
 * by what a guest may do to their own booking (confirm; cancel before its start). Each runs in one transaction with
 * the row locked and emits the store's reservations event.
 *
 *   PENDING ─ confirm ─→ CONFIRMED ─┬→ SEATED (at tables or not) ─ undo ─→ CONFIRMED
 *      └────────────────────────────┼→ NO_SHOW  ─ restore (room left) ─→ PENDING
 *                                   └→ CANCELLED ─ restore (room left) ─→ PENDING
 */
export { markReservationArrival } from "./arrival";
export { sendCourtesyNotification } from "./courtesy-alert";
export { cancelReservationTx, confirmReservationTx } from "./guest-actions";
export { seatReservationAtTables, unseatReservation } from "./seat-at-table";
export { saveReservationNote, setReservationStatus } from "./staff-status";
