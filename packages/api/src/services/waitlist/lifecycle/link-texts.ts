/**
 * The guest's own texts from the status page (docs/product.md#guest-pages): "Resend text" queues the entry's link to
 * its phone again; "Wrong number?" gives the entry another phone through the edit action (a new status token, the
 * join text to the new phone). Both lock the entry first and count its link texts from the outbox in the same
 * transaction, so two taps at once are counted one after the other (domain status-link-texts.ts has the bounds).
 */
import { entryLinkTexts, type Tx, type WaitlistEntryRow } from "@seatline/db";
import {
  badRequest,
  conflict,
  DomainError,
  linkTextRefusal,
  NOT_IN_LINE_ANY_MORE,
  SAME_PHONE_AGAIN,
} from "@seatline/domain";
import { queueText } from "../../../notify/outbox";
import { editEntryTx } from "./edit";
import { type EntryActionInput, lockedEntry } from "./entry-tx";
import { joinTextBody } from "./join";

/** The entry, locked and still in line, with the refusal of one more link text (429 with a plain message). */
async function entryForLinkText(
  tx: Tx,
  input: EntryActionInput,
  why: "resend" | "new_phone",
): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  if (entry.status !== "waiting") throw conflict(NOT_IN_LINE_ANY_MORE);
  const refusal = linkTextRefusal(await entryLinkTexts(tx, entry.storeId, entry.id), input.now, why);
  if (refusal) throw new DomainError("TOO_MANY_REQUESTS", refusal);
  return entry;
}

/** Queues an entry's own status link (its join text, in its language) to `phone`, in the caller's transaction. */
export async function queueEntryLinkText(
  tx: Tx,
  entry: WaitlistEntryRow,
  phone: string,
  o: { storeName: string; publicUrl: string; now: Date },
): Promise<void> {
  const body = joinTextBody(o.publicUrl, o.storeName, entry.ticketId, entry.statusToken, entry.language);
  await queueText(
    tx,
    {
      storeId: entry.storeId,
      kind: "join",
      toPhone: phone,
      body,
      waitlistEntryId: entry.id,
      language: entry.language,
      // The status page's own texts are anyone's who holds its link: they count against the phone.
      bounded: true,
    },
    o.now,
  );
}

/** "Resend text": the entry's own link to its own phone, once more. */
export async function resendLinkTx(tx: Tx, input: EntryActionInput & { publicUrl: string }): Promise<void> {
  const entry = await entryForLinkText(tx, input, "resend");
  const phone = entry.customerNumber;
  if (!phone) throw conflict(NOT_IN_LINE_ANY_MORE);
  await queueEntryLinkText(tx, entry, phone, {
    storeName: input.store.name,
    publicUrl: input.publicUrl,
    now: input.now,
  });
}

/** "Wrong number?": the guest's own correction of the entry's phone (10 digits, already checked as the join's). */
export async function correctPhoneTx(
  tx: Tx,
  input: EntryActionInput & { phone: string; publicUrl: string },
): Promise<WaitlistEntryRow> {
  const entry = await entryForLinkText(tx, input, "new_phone");
  if (entry.customerNumber === input.phone) throw badRequest(SAME_PHONE_AGAIN, "phone");
  return editEntryTx(tx, { ...input, change: { phone: input.phone } });
}
