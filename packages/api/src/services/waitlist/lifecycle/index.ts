/**
 * The waitlist lifecycle: everything that happens to a walk-in party, one module per action. Each action checks the
 * party's state the same way whoever asks (a host on tRPC or the legacy REST paths, the guest's status link, a text
 * reply), and writes, queues its text and emits the store's waitlist event in one transaction. Each has a tx-level
 * core (`…Tx`, or leaveEntry / joinEntry) that runs inside a caller's transaction, and a deps-level wrapper that opens
 * it. Routers, the REST adapter, the guest pages and the Twilio webhook call only these (docs/architecture.md).
 *
 *   join → waiting ─ alert → alert again ─┬→ seated (at a table or not) ─┐
 *   add  ↗        └ edit, note            ├→ no show  ──────────────────┼→ put back → waiting (leaves its table)
 *                                         └→ left (cancelled)
 *   while waiting, from the guest's status page: resend link, correct phone (link-texts.ts)
 */
export { addParty, duplicatePhoneMessage } from "./add";
export { type AlertKind, alertEntry, alertEntryTx } from "./alert";
export { type EntryChange, editEntry, editEntryTx } from "./edit";
export type { ActionStore, EntryActionInput } from "./entry-tx";
export {
  type JoinOptions,
  type JoinScope,
  joinEntry,
  joinWaitlist,
  joinWaitlistRow,
  prepareJoin,
  WAITLIST_OFF,
} from "./join";
export { joinFromKiosk } from "./join-leased";
export { type LeaveChannel, type LeaveInput, type LeaveResult, leaveByStaff, leaveEntry } from "./leave";
export { correctPhoneTx, queueEntryLinkText, resendLinkTx } from "./link-texts";
export { noShowEntry, noShowEntryTx } from "./no-show";
export { noteEntry, noteEntryTx } from "./note";
export { putBackEntry, putBackEntryTx } from "./put-back";
export { seatEntry, seatEntryTx } from "./seat";
export { seatAtTable, seatAtTableTx } from "./seat-at-table";
