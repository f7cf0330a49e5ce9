/**
 * Edit a waiting party (the console's Edit party): only the fields given change, by the join's rules (the zod input of
 * packages/domain). A changed phone gets a new status token, so the link texted to the old phone stops working, and
 * the join text again to the new phone (with the entry's id; not when it opted out of the store's texts).
 */
import {
  linkGuestProfile,
  type NewWaitlistEntry,
  type Tx,
  updateWaitlistEntry,
  type WaitlistEntryRow,
} from "@seatline/db";
import {
  assertWaiting,
  customerIdOf,
  type EditParty,
  seatingFlags,
  type WaitlistEntryView,
} from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import { queueText } from "../../../notify/outbox";
import type { StaffScope } from "../../auth/types";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";
import { joinTextBody } from "./join";
import { newStatusToken } from "./status-token";

export type EntryChange = Omit<EditParty, "id">;

export async function editEntryTx(
  tx: Tx,
  input: EntryActionInput & { change: EntryChange; publicUrl: string; byStaff?: boolean },
): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertWaiting(entry.status);
  const c = input.change;
  const name = c.name ?? entry.customerName;
  const phone = c.phone === undefined ? entry.customerNumber : c.phone;
  const phoneChanged = phone !== entry.customerNumber;
  const patch: Partial<NewWaitlistEntry> = {
    customerName: name,
    customerNumber: phone,
    customerId: customerIdOf(name, phone),
    ...(c.partySize !== undefined ? { partySize: c.partySize } : {}),
    ...(c.seating !== undefined ? seatingFlags(c.seating) : {}),
    ...(c.note !== undefined ? { note: c.note } : {}),
    // A quote the host types is the one the guest is told now (the host confirmed the wait).
    ...(c.quotedWait !== undefined ? { quotedWaitTime: c.quotedWait, hostConfirmsWait: false } : {}),
    // The old link was texted to the old phone: it must not keep working for whoever has that phone now.
    ...(phoneChanged ? { statusToken: newStatusToken() } : {}),
    // The guest book follows the phone: a new phone is that phone's guest (docs/product.md#guest-book). One a host
    // entered is proven; the guest's own "Wrong number?" is not.
    ...(phoneChanged
      ? {
          profileId: await linkGuestProfile(
            tx,
            entry.storeId,
            { phone, name },
            { proven: input.byStaff === true },
          ),
        }
      : {}),
  };
  const row = updated(await updateWaitlistEntry(tx, entry.storeId, entry.id, patch));
  if (phoneChanged && row.customerNumber) {
    const body = joinTextBody(input.publicUrl, input.store.name, row.ticketId, row.statusToken, row.language);
    await queueText(
      tx,
      {
        storeId: row.storeId,
        kind: "join",
        toPhone: row.customerNumber,
        body,
        waitlistEntryId: row.id,
        language: row.language,
        // The guest's own "Wrong number?" counts against the new phone (seatline_recipient_held); a host's does not.
        bounded: input.byStaff !== true,
      },
      input.now,
    );
  }
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export function editEntry(deps: AppDeps, staff: StaffScope, input: EditParty): Promise<WaitlistEntryView> {
  const { id, ...change } = input;
  return inTransaction(deps, (tx, now) =>
    editEntryTx(tx, {
      store: staff.store,
      entryId: id,
      now,
      change,
      publicUrl: deps.config.publicUrl,
      byStaff: true,
    }),
  );
}
