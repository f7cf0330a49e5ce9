/**
 * A booking's lifecycle (docs/architecture.md): every channel — staff tRPC, the legacy REST adapter, the guest's /r page,
 * a text reply — changes a reservation's status through these functions, so each change is checked one way.
 */
export {
  cancelReservationTx,
  confirmReservationTx,
  type GuestActionInput,
  type GuestCancelOutcome,
  type GuestChannel,
  type GuestConfirmOutcome,
} from "./guest-actions";
