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
export { addParty } from "./add";
export { alertEntry } from "./alert";
export { editEntry } from "./edit";
export type { ActionStore } from "./entry-tx";
export { joinWaitlist, joinWaitlistRow } from "./join";
export { joinFromKiosk } from "./join-leased";
export { leaveByStaff, leaveEntry } from "./leave";
export { correctPhoneTx, queueEntryLinkText, resendLinkTx } from "./link-texts";
export { noShowEntry } from "./no-show";
export { noteEntry } from "./note";
export { putBackEntry } from "./put-back";
export { seatEntry } from "./seat";
export { seatAtTable } from "./seat-at-table";
