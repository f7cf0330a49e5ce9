/**
 * Everything a store holds on one guest phone (docs/product.md#guest-privacy): read for an export, scrubbed for an
 * erase, and the phones the retention sweep forgets. Rows are kept (anonymous counts stay, so Reports do not change);
 * only what names the guest is blanked.
 */
import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { tableOccupancies } from "../schema/floor";
import { guestProfileNotes, guestProfiles, guestProfileTags } from "../schema/guest-book";
import { messages } from "../schema/messages";
import { notifyRequests } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";
import { stores } from "../schema/tenancy";
import { bookingLinks, inboundMessages, smsOptOuts } from "../schema/texting";
import { waitlistEntries } from "../schema/waitlist";

/** What an erased guest's name becomes on every row. */
export const ERASED_NAME = "Erased guest";
/** What an erased text's body becomes. */
export const ERASED_BODY = "[erased]";

/** The phone as inbound texts may carry it (10 digits, or +1 and the 10 digits). */
const inboundForms = (phone: string) => [phone, `+1${phone}`, `1${phone}`];

/** The guest's rows of one store, for the export (no tokens, no link hashes). */
export async function guestRecords(db: Executor, storeId: string, phone: string) {
  const visits = await db
    .select({
      id: waitlistEntries.id,
      ticket: waitlistEntries.ticketId,
      name: waitlistEntries.customerName,
      phone: waitlistEntries.customerNumber,
      partySize: waitlistEntries.partySize,
      businessDate: waitlistEntries.businessDate,
      enteredAt: waitlistEntries.enteredTime,
      exitedAt: waitlistEntries.exitedTime,
      status: waitlistEntries.status,
      source: waitlistEntries.source,
      note: waitlistEntries.note,
      guestMessage: waitlistEntries.guestMessage,
      language: waitlistEntries.language,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.customerNumber, phone)))
    .orderBy(waitlistEntries.enteredTime);
  const bookings = await db
    .select({
      id: reservations.id,
      uuid: reservations.uuid,
      date: reservations.reservationDate,
      time: reservations.reservationTime,
      partySize: reservations.partySize,
      name: reservations.guestName,
      phone: reservations.guestPhone,
      email: reservations.guestEmail,
      seatingPreference: reservations.seatingPreference,
      specialRequests: reservations.specialRequests,
      notes: reservations.notes,
      status: reservations.status,
      source: reservations.source,
      language: reservations.language,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(and(eq(reservations.storeId, storeId), eq(reservations.guestPhone, phone)))
    .orderBy(reservations.createdAt);
  const texts = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      to: messages.toPhone,
      body: messages.body,
      status: messages.status,
      deliveryStatus: messages.deliveryStatus,
      createdAt: messages.createdAt,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.toPhone, phone)))
    .orderBy(messages.id);
  const replies = await db
    .select({
      id: inboundMessages.id,
      from: inboundMessages.fromPhone,
      body: inboundMessages.body,
      intent: inboundMessages.intent,
      outcome: inboundMessages.outcome,
      receivedAt: inboundMessages.createdAt,
    })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.storeId, storeId), inArray(inboundMessages.fromPhone, inboundForms(phone))))
    .orderBy(inboundMessages.id);
  const optOuts = await db
    .select({ scope: smsOptOuts.scope, since: smsOptOuts.createdAt })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.phone, phone), optOutOfStore(storeId)));
  const notifyList = await db
    .select({
      id: notifyRequests.id,
      date: notifyRequests.requestDate,
      partySize: notifyRequests.partySize,
      windowStart: notifyRequests.windowStart,
      windowEnd: notifyRequests.windowEnd,
      name: notifyRequests.guestName,
      phone: notifyRequests.guestPhone,
      status: notifyRequests.status,
      createdAt: notifyRequests.createdAt,
    })
    .from(notifyRequests)
    .where(and(eq(notifyRequests.storeId, storeId), eq(notifyRequests.guestPhone, phone)))
    .orderBy(notifyRequests.createdAt);
  // The guest book's tags and notes on the phone's profile at the store's company (and the profile it went into).
  const profile = sql`(select coalesce(p.merged_into_id, p.id) from ${guestProfiles} p
    where p.company_id = (select company_id from ${stores} where id = ${storeId}::uuid) and p.phone = ${phone})`;
  const tags = await db
    .select({ kind: guestProfileTags.kind, detail: guestProfileTags.detail, at: guestProfileTags.createdAt })
    .from(guestProfileTags)
    .where(sql`${guestProfileTags.profileId} = ${profile}`)
    .orderBy(guestProfileTags.id);
  const profileNotes = await db
    .select({ body: guestProfileNotes.body, at: guestProfileNotes.createdAt })
    .from(guestProfileNotes)
    .where(sql`${guestProfileNotes.profileId} = ${profile}`)
    .orderBy(guestProfileNotes.id);
  return { visits, bookings, texts, replies, optOuts, notifyList, guestBook: { tags, notes: profileNotes } };
}

/** The opt-outs a store answers for: those routed to it and those of its own sending number. */
function optOutOfStore(storeId: string) {
  return or(
    eq(smsOptOuts.storeId, storeId),
    eq(smsOptOuts.scope, sql`(select ${stores.smsFrom} from ${stores} where ${stores.id} = ${storeId})`),
  );
}

export interface ErasedCounts {
  visits: number;
  bookings: number;
  texts: number;
  replies: number;
  optOuts: number;
  notifyRequests: number;
  /** Guest-book profiles scrubbed (the phone's, with its merged aliases). */
  profiles: number;
}

/**
 * Scrubs the guest's rows of one store made before `asOf` (a booking made while the erase runs is the guest's new
 * business and stays): names, phone, e-mail, notes and text bodies are blanked, guest links are cut (status tokens
 * replaced, booking links deleted, notify tokens replaced), waiting notify requests are removed, and the opt-out
 * rows lose the phone. Statuses, times and sizes stay, so every report figure stays the same. In the caller's transaction.
 */
export async function eraseGuestRows(
  tx: Executor,
  storeId: string,
  phone: string,
  asOf: Date,
): Promise<ErasedCounts> {
  const entries = await tx
    .update(waitlistEntries)
    .set({
      customerName: ERASED_NAME,
      customerId: ERASED_NAME,
      customerNumber: null,
      note: "",
      guestMessage: null,
      // The old status link stops working.
      statusToken: sql`md5(random()::text) || md5(random()::text)`,
    })
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.customerNumber, phone),
        lt(waitlistEntries.enteredTime, asOf),
      ),
    )
    .returning({ id: waitlistEntries.id });
  const booked = await tx
    .update(reservations)
    .set({ guestName: ERASED_NAME, guestPhone: "", guestEmail: "", specialRequests: "", notes: "" })
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.guestPhone, phone),
        lt(reservations.createdAt, asOf),
      ),
    )
    .returning({ id: reservations.id });
  const bookingIds = booked.map((b) => b.id);
  if (bookingIds.length > 0) {
    await tx.delete(bookingLinks).where(inArray(bookingLinks.reservationId, bookingIds));
  }
  const requests = await tx
    .update(notifyRequests)
    .set({
      guestName: ERASED_NAME,
      guestPhone: "",
      tokenHash: sql`md5(random()::text) || md5(random()::text)`,
      status: sql`case when ${notifyRequests.status} in ('waiting', 'offered') then 'removed' else ${notifyRequests.status} end`,
    })
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        eq(notifyRequests.guestPhone, phone),
        lt(notifyRequests.createdAt, asOf),
      ),
    )
    .returning({ id: notifyRequests.id });
  const entryIds = entries.map((e) => e.id);
  const requestIds = requests.map((r) => r.id);
  const texts = await tx
    .update(messages)
    .set({ toPhone: "", body: ERASED_BODY, linkTokens: null, lastError: null })
    .where(
      and(
        eq(messages.storeId, storeId),
        lt(messages.createdAt, asOf),
        ne(messages.body, ERASED_BODY),
        or(
          eq(messages.toPhone, phone),
          entryIds.length ? inArray(messages.waitlistEntryId, entryIds) : undefined,
          bookingIds.length ? inArray(messages.reservationId, bookingIds) : undefined,
          requestIds.length ? inArray(messages.notifyRequestId, requestIds) : undefined,
        ),
      ),
    )
    .returning({ id: messages.id });
  const replies = await tx
    .update(inboundMessages)
    .set({ fromPhone: "", body: ERASED_BODY })
    .where(
      and(
        eq(inboundMessages.storeId, storeId),
        inArray(inboundMessages.fromPhone, inboundForms(phone)),
        lt(inboundMessages.createdAt, asOf),
      ),
    )
    .returning({ id: inboundMessages.id });
  // The opt-out row stays (Reports count opt-outs) under a random stand-in for the phone: the guest is forgotten,
  // so a text they are sent as a new guest later starts again with the opt-out line.
  const optOuts = await tx
    .update(smsOptOuts)
    .set({ phone: sql`'erased-' || md5(random()::text)` })
    .where(and(eq(smsOptOuts.phone, phone), optOutOfStore(storeId)))
    .returning({ phone: smsOptOuts.phone });
  // The floor keeps the party's name on each seating.
  if (entryIds.length > 0) {
    await tx
      .update(tableOccupancies)
      .set({ partyName: ERASED_NAME })
      .where(inArray(tableOccupancies.waitlistEntryId, entryIds));
  }
  if (bookingIds.length > 0) {
    await tx
      .update(tableOccupancies)
      .set({ partyName: ERASED_NAME })
      .where(inArray(tableOccupancies.reservationId, bookingIds));
  }
  const profiles = await eraseGuestProfiles(tx, storeId, phone);
  return {
    visits: entries.length,
    bookings: booked.length,
    texts: texts.length,
    replies: replies.length,
    optOuts: optOuts.length,
    notifyRequests: requests.length,
    profiles,
  };
}

/**
 * The guest book's side of an erase: the company's profile of the phone (and the profile it was merged into, and
 * aliases merged into it) loses its name, e-mail and phone (a random stand-in keeps the (company, phone) index
 * unique), its tags and notes are deleted. The rows keep their profile id, so the anonymous figures stay. A row of
 * the phone that survived the erase (a booking made while it ran) is linked to a fresh profile of the phone: the
 * guest's new business starts a new guest, and the erased profile stays erased.
 */
async function eraseGuestProfiles(tx: Executor, storeId: string, phone: string): Promise<number> {
  const company = sql`(select company_id from ${stores} where id = ${storeId}::uuid)`;
  const found = await tx
    .select({ id: guestProfiles.id, into: guestProfiles.mergedIntoId })
    .from(guestProfiles)
    .where(and(sql`${guestProfiles.companyId} = ${company}`, eq(guestProfiles.phone, phone)));
  const roots = [...new Set(found.map((p) => p.into ?? p.id))];
  if (roots.length === 0) return 0;
  const scrubbed = await tx
    .update(guestProfiles)
    .set({ name: ERASED_NAME, email: "", phone: sql`'erased-' || md5(random()::text)` })
    .where(or(inArray(guestProfiles.id, roots), inArray(guestProfiles.mergedIntoId, roots)))
    .returning({ id: guestProfiles.id });
  const ids = scrubbed.map((p) => p.id);
  await tx.delete(guestProfileTags).where(inArray(guestProfileTags.profileId, ids));
  await tx.delete(guestProfileNotes).where(inArray(guestProfileNotes.profileId, ids));
  // Rows of the phone still naming the guest (made while the erase ran, or another store's of the company) get the
  // phone's fresh profile.
  const fresh = (email: unknown, name: unknown) =>
    sql`seatline_guest_profile(${company}, ${phone}::text, ${email}, ${name})`;
  await tx
    .update(reservations)
    .set({ profileId: fresh(reservations.guestEmail, reservations.guestName) })
    .where(and(inArray(reservations.profileId, ids), eq(reservations.guestPhone, phone)));
  await tx
    .update(waitlistEntries)
    .set({ profileId: fresh(sql`null`, waitlistEntries.customerName) })
    .where(and(inArray(waitlistEntries.profileId, ids), eq(waitlistEntries.customerNumber, phone)));
  await tx
    .update(notifyRequests)
    .set({ profileId: fresh(sql`null`, notifyRequests.guestName) })
    .where(and(inArray(notifyRequests.profileId, ids), eq(notifyRequests.guestPhone, phone)));
  return ids.length;
}

/**
 * Phones of one store last seen before `cutoff` (latest visit, booking date or notify request), at most `limit`:
 * the retention sweep's guests to anonymise.
 */
export async function phonesLastSeenBefore(
  db: Executor,
  storeId: string,
  cutoff: Date,
  cutoffDate: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select phone from (
      select ${waitlistEntries.customerNumber} as phone, max(${waitlistEntries.enteredTime}) < ${cutoff.toISOString()}::timestamptz as old
        from ${waitlistEntries}
        where ${waitlistEntries.storeId} = ${storeId} and ${waitlistEntries.customerNumber} is not null and ${waitlistEntries.customerNumber} <> ''
        group by 1
      union all
      select ${reservations.guestPhone}, max(${reservations.reservationDate}) < ${cutoffDate}
        from ${reservations}
        where ${reservations.storeId} = ${storeId} and ${reservations.guestPhone} <> ''
        group by 1
      union all
      select ${notifyRequests.guestPhone}, max(${notifyRequests.requestDate}) < ${cutoffDate}
        from ${notifyRequests}
        where ${notifyRequests.storeId} = ${storeId} and ${notifyRequests.guestPhone} <> ''
        group by 1
    ) seen
    group by phone
    having bool_and(old)
    order by phone
    limit ${limit}`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as {
    phone: string;
  }[];
  return rows.map((r) => r.phone);
}
