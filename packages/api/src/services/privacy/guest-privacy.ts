/**
 * One guest's data on request (docs/product.md#guest-privacy), owners only: everything the store holds on a phone
 * as JSON, and the erase that scrubs it from every table while the anonymous counts stay.
 */
import { eraseGuestRows, guestRecords } from "@seatline/db";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { guestSubject, recordAudit } from "./audit";

/** Everything held on the phone in this store; the export itself is written to the audit log. */
export async function exportGuestData(deps: AppDeps, staff: StaffScope, phone: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const records = await guestRecords(tx, staff.store.id, phone);
    const notes = [
      ...records.visits.filter((v) => v.note).map((v) => ({ on: `visit ${v.id}`, note: v.note })),
      ...records.bookings
        .filter((b) => b.notes || b.specialRequests)
        .map((b) => ({
          on: `booking ${b.uuid}`,
          note: [b.specialRequests, b.notes].filter(Boolean).join(" / "),
        })),
    ];
    await recordAudit(
      tx,
      staff.store.id,
      staff.user,
      "guest.export",
      guestSubject(phone),
      {
        visits: records.visits.length,
        bookings: records.bookings.length,
        texts: records.texts.length,
        emails: records.emails.length,
        replies: records.replies.length,
        notifyRequests: records.notifyList.length,
      },
      now,
    );
    // The phone itself is in every row found; an export that found nothing does not repeat it.
    return {
      guest: guestSubject(phone),
      store: staff.store.name,
      exportedAt: now.toISOString(),
      visits: records.visits,
      bookings: records.bookings,
      texts: records.texts,
      emails: records.emails,
      replies: records.replies,
      optOuts: records.optOuts,
      notes,
      notifyRequests: records.notifyList,
      // The guest book's tags (allergies and access needs included: the guest asked for everything) and notes.
      guestBook: records.guestBook,
    };
  });
}

/**
 * Erases the guest of this phone from the store: every row made before now is scrubbed (eraseGuestRows), in one
 * transaction with its audit line; the host screens refresh. A booking the same phone makes meanwhile stays.
 */
export async function eraseGuestData(deps: AppDeps, staff: StaffScope, phone: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const erased = await eraseGuestRows(tx, staff.store.id, phone, now);
    await recordAudit(tx, staff.store.id, staff.user, "guest.erase", guestSubject(phone), { ...erased }, now);
    await emitStoreEvent(tx, staff.store.id, "waitlist");
    await emitStoreEvent(tx, staff.store.id, "reservations");
    return erased;
  });
}
