/**
 * Everything a store holds on one guest (docs/product.md#guest-privacy), found by a phone: read for an export, scrubbed
 * for an erase, and the guests the retention sweep forgets. A guest is every phone a manager merged into one profile
 * (guestPhones). Rows are kept (anonymous counts stay, so Reports do not change); only what names the guest is blanked.
 */
import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { bookingEmails } from "../schema/booking-emails";
import { tableOccupancies } from "../schema/floor";
import { guestProfileNotes, guestProfiles, guestProfileTags } from "../schema/guest-book";
import { messages } from "../schema/messages";
import { notifyRequests } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";
import { stores } from "../schema/tenancy";
import { bookingLinks, inboundMessages, smsOptOuts } from "../schema/texting";
import { waitlistEntries } from "../schema/waitlist";
import { rowsOf } from "./column-json";
import { blankRepeatAnswers, guestRefs } from "./repeat-keys";

/** What an erased guest's name becomes on every row. */
export const ERASED_NAME = "Erased guest";
/** What an erased text's body becomes. */
export const ERASED_BODY = "[erased]";
/** Why a booking e-mail not yet sent when its guest was erased is never sent. */
export const ERASED_EMAIL = "Not sent: the guest's data was erased.";

/** The phones as inbound texts may carry them (10 digits, or +1 and the 10 digits). */
const inboundForms = (phones: string[]) => phones.flatMap((p) => [p, `+1${p}`, `1${p}`]);

/**
 * The guest's phones at the store's company: `phone`, and every phone of the profile it belongs to (the profile it was
 * merged into, and every other phone merged into that one). A merge says the phones are one guest, so an export or an
 * erase of any of them is of all of them. Erased profiles' stand-ins are not phones and are left out.
 */
export async function guestPhones(db: Executor, storeId: string, phone: string): Promise<string[]> {
  const rows = rowsOf<{ phone: string }>(
    await db.execute(sql`
      with company as (select company_id from ${stores} where id = ${storeId}::uuid),
      roots as (
        select coalesce(p.merged_into_id, p.id) as id from ${guestProfiles} p
        where p.company_id = (select company_id from company) and p.phone = ${phone}
      )
      select g.phone from ${guestProfiles} g
      where g.company_id = (select company_id from company)
        and (g.id in (select id from roots) or g.merged_into_id in (select id from roots))
        and g.phone ~ '^[0-9]{10}$'`),
  );
  return [...new Set([phone, ...rows.map((r) => String(r.phone))])].sort();
}

/**
 * Whether the phone is proven its profile's at the store's company (staff entered it or it answered a text:
 * drizzle/0029). Anyone can type a phone on the public page, so only a proven phone speaks for the profile's guest.
 */
async function phoneProven(db: Executor, storeId: string, phone: string): Promise<boolean> {
  const rows = rowsOf<{ proven: boolean }>(
    await db.execute(sql`
      select exists (select 1 from ${guestProfiles} p
        where p.company_id = (select company_id from ${stores} where id = ${storeId}::uuid)
          and p.phone = ${phone} and p.phone_proven_at is not null) as proven`),
  );
  return rows[0]?.proven === true;
}

/**
 * The guest's rows of one store, for the export (no tokens, no link hashes). A proven phone's export is the guest's:
 * every phone of the guest (guestPhones) and the guest book's tags and notes. An unproven phone's is only the rows
 * naming that phone: the profile's tags, notes and other phones are about whoever staff took the guest to be, and a
 * phone typed by a stranger must not read them (docs/product.md#guest-privacy).
 */
export async function guestRecords(db: Executor, storeId: string, phone: string) {
  const proven = await phoneProven(db, storeId, phone);
  const phones = proven ? await guestPhones(db, storeId, phone) : [phone];
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
    .where(and(eq(waitlistEntries.storeId, storeId), inArray(waitlistEntries.customerNumber, phones)))
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
    .where(and(eq(reservations.storeId, storeId), inArray(reservations.guestPhone, phones)))
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
    .where(and(eq(messages.storeId, storeId), inArray(messages.toPhone, phones)))
    .orderBy(messages.id);
  // The e-mails about those bookings (what they said is the booking's own rows above; no links are kept).
  const bookingIds = bookings.map((b) => b.id);
  const emails = bookingIds.length
    ? await db
        .select({
          id: bookingEmails.id,
          kind: bookingEmails.kind,
          to: bookingEmails.toEmail,
          status: bookingEmails.status,
          createdAt: bookingEmails.createdAt,
          sentAt: bookingEmails.sentAt,
        })
        .from(bookingEmails)
        .where(and(eq(bookingEmails.storeId, storeId), inArray(bookingEmails.reservationId, bookingIds)))
        .orderBy(bookingEmails.id)
    : [];
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
    .where(
      and(eq(inboundMessages.storeId, storeId), inArray(inboundMessages.fromPhone, inboundForms(phones))),
    )
    .orderBy(inboundMessages.id);
  const optOuts = await db
    .select({ scope: smsOptOuts.scope, since: smsOptOuts.createdAt })
    .from(smsOptOuts)
    .where(and(inArray(smsOptOuts.phone, phones), optOutOfStore(storeId)));
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
    .where(and(eq(notifyRequests.storeId, storeId), inArray(notifyRequests.guestPhone, phones)))
    .orderBy(notifyRequests.createdAt);
  // The guest book's tags and notes on the phone's profile at the store's company (and the profile it went into).
  const profile = sql`(select coalesce(p.merged_into_id, p.id) from ${guestProfiles} p
    where p.company_id = (select company_id from ${stores} where id = ${storeId}::uuid) and p.phone = ${phone})`;
  const tags = proven
    ? await db
        .select({
          kind: guestProfileTags.kind,
          detail: guestProfileTags.detail,
          at: guestProfileTags.createdAt,
        })
        .from(guestProfileTags)
        .where(sql`${guestProfileTags.profileId} = ${profile}`)
        .orderBy(guestProfileTags.id)
    : [];
  const profileNotes = proven
    ? await db
        .select({ body: guestProfileNotes.body, at: guestProfileNotes.createdAt })
        .from(guestProfileNotes)
        .where(sql`${guestProfileNotes.profileId} = ${profile}`)
        .orderBy(guestProfileNotes.id)
    : [];
  return {
    visits,
    bookings,
    texts,
    emails,
    replies,
    optOuts,
    notifyList,
    guestBook: { tags, notes: profileNotes },
  };
}

/** The opt-outs a store answers for: those routed to it and those of its own sending number. */
function optOutOfStore(storeId: string) {
  return or(
    eq(smsOptOuts.storeId, storeId),
    eq(smsOptOuts.scope, sql`(select ${stores.smsFrom} from ${stores} where ${stores.id} = ${storeId})`),
  );
}

export interface ErasedCounts {
  /** The guest's phones erased: the one asked for and every phone merged with it (guestPhones). */
  phones: number;
  visits: number;
  bookings: number;
  texts: number;
  /** Booking e-mails about the erased bookings: address and contents blanked, those not yet sent never sent. */
  emails: number;
  replies: number;
  optOuts: number;
  notifyRequests: number;
  /** Guest-book profiles scrubbed (the phone's, with its merged aliases). */
  profiles: number;
  /** Kept answers of idempotency keys that named the guest, blanked (repeat-keys.ts blankRepeatAnswers). */
  keptAnswers: number;
}

/**
 * Scrubs the guest's rows of one store made before `asOf` (a booking made while the erase runs is the guest's new
 * business and stays), for every phone of the guest (guestPhones: a merged guest's other phones too): names, phone,
 * e-mail, notes and text bodies are blanked, guest links are cut (status tokens replaced, booking links deleted,
 * notify tokens replaced), waiting notify requests are removed, the opt-out rows lose the phone, and the answers kept
 * for repeats of calls that named the guest are blanked. Statuses, times and sizes stay, so every report figure stays
 * the same. In the caller's transaction.
 */
export async function eraseGuestRows(
  tx: Executor,
  storeId: string,
  phone: string,
  asOf: Date,
): Promise<ErasedCounts> {
  const phones = await guestPhones(tx, storeId, phone);
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
        inArray(waitlistEntries.customerNumber, phones),
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
        inArray(reservations.guestPhone, phones),
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
        inArray(notifyRequests.guestPhone, phones),
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
          inArray(messages.toPhone, phones),
          entryIds.length ? inArray(messages.waitlistEntryId, entryIds) : undefined,
          bookingIds.length ? inArray(messages.reservationId, bookingIds) : undefined,
          requestIds.length ? inArray(messages.notifyRequestId, requestIds) : undefined,
        ),
      ),
    )
    .returning({ id: messages.id });
  const emails = bookingIds.length
    ? await tx
        .update(bookingEmails)
        .set({
          toEmail: "",
          details: sql`'{}'::jsonb`,
          status: sql`case when ${bookingEmails.status} = 'pending' then 'skipped' else ${bookingEmails.status} end`,
          lastError: sql`case when ${bookingEmails.status} = 'pending' then ${ERASED_EMAIL} else ${bookingEmails.lastError} end`,
        })
        .where(and(eq(bookingEmails.storeId, storeId), inArray(bookingEmails.reservationId, bookingIds)))
        .returning({ id: bookingEmails.id })
    : [];
  const replies = await tx
    .update(inboundMessages)
    .set({ fromPhone: "", body: ERASED_BODY })
    .where(
      and(
        eq(inboundMessages.storeId, storeId),
        inArray(inboundMessages.fromPhone, inboundForms(phones)),
        lt(inboundMessages.createdAt, asOf),
      ),
    )
    .returning({ id: inboundMessages.id });
  // The opt-out row stays (Reports count opt-outs) under a random stand-in for the phone: the guest is forgotten,
  // so a text they are sent as a new guest later starts again with the opt-out line.
  const optOuts = await tx
    .update(smsOptOuts)
    .set({ phone: sql`'erased-' || md5(random()::text)` })
    .where(and(inArray(smsOptOuts.phone, phones), optOutOfStore(storeId)))
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
  const profiles = await eraseGuestProfiles(tx, storeId, phones);
  // Answers kept for repeats (24 h, sealed under keys the server does not hold) that named the guest: by its phones,
  // and by the walk-ins and bookings just scrubbed (the floor names its parties by those only).
  const keptAnswers = await blankRepeatAnswers(tx, storeId, [
    ...phones.map(guestRefs.phone),
    ...entryIds.map(guestRefs.entry),
    ...bookingIds.map(guestRefs.booking),
  ]);
  return {
    phones: phones.length,
    visits: entries.length,
    bookings: booked.length,
    texts: texts.length,
    emails: emails.length,
    replies: replies.length,
    optOuts: optOuts.length,
    notifyRequests: requests.length,
    profiles,
    keptAnswers,
  };
}

/**
 * The guest book's side of an erase: the company's profiles of the guest's phones (the profile they were merged into,
 * and every alias merged into it) lose their name, e-mail and phone (a random stand-in keeps the (company, phone)
 * index unique), their tags and notes are deleted. The rows keep their profile id, so the anonymous figures stay. A
 * row of one of the phones that survived the erase (a booking made while it ran, or another store's) is linked to a
 * fresh profile of its phone: the guest's new business starts a new guest, and the erased profile stays erased.
 */
async function eraseGuestProfiles(tx: Executor, storeId: string, phones: string[]): Promise<number> {
  const company = sql`(select company_id from ${stores} where id = ${storeId}::uuid)`;
  const found = await tx
    .select({ id: guestProfiles.id, into: guestProfiles.mergedIntoId })
    .from(guestProfiles)
    .where(and(sql`${guestProfiles.companyId} = ${company}`, inArray(guestProfiles.phone, phones)));
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
  // Rows of the phones still naming the guest (made while the erase ran, or another store's of the company) get
  // their phone's fresh profile.
  const fresh = (rowPhone: unknown, email: unknown, name: unknown) =>
    sql`seatline_guest_profile(${company}, ${rowPhone}, ${email}, ${name})`;
  await tx
    .update(reservations)
    .set({ profileId: fresh(reservations.guestPhone, reservations.guestEmail, reservations.guestName) })
    .where(and(inArray(reservations.profileId, ids), inArray(reservations.guestPhone, phones)));
  await tx
    .update(waitlistEntries)
    .set({ profileId: fresh(waitlistEntries.customerNumber, sql`null`, waitlistEntries.customerName) })
    .where(and(inArray(waitlistEntries.profileId, ids), inArray(waitlistEntries.customerNumber, phones)));
  await tx
    .update(notifyRequests)
    .set({ profileId: fresh(notifyRequests.guestPhone, sql`null`, notifyRequests.guestName) })
    .where(and(inArray(notifyRequests.profileId, ids), inArray(notifyRequests.guestPhone, phones)));
  return ids.length;
}

/**
 * Guests of one store last seen before `cutoff` (latest visit, booking date or notify request, over every phone of
 * the guest: a merged guest seen lately on one phone keeps the others), at most `limit`, each named by one of its
 * phones (eraseGuestRows erases them all): the retention sweep's guests to anonymise.
 */
export async function phonesLastSeenBefore(
  db: Executor,
  storeId: string,
  cutoff: Date,
  cutoffDate: string,
  limit: number,
): Promise<string[]> {
  // A row's guest is its profile (as merged: rows move to the kept profile, and the root is followed anyway), or its
  // phone for a row without one.
  const guestOf = (profileId: unknown, phone: unknown) =>
    sql`coalesce('g' || coalesce(p.merged_into_id, ${profileId})::text, ${phone})`;
  const result = await db.execute(sql`
    select min(phone) as phone from (
      select ${guestOf(sql`w.profile_id`, sql`w.customer_number`)} as guest, w.customer_number as phone,
          max(w.entered_time) < ${cutoff.toISOString()}::timestamptz as old
        from ${waitlistEntries} w left join ${guestProfiles} p on p.id = w.profile_id
        where w.store_id = ${storeId} and w.customer_number is not null and w.customer_number <> ''
        group by 1, 2
      union all
      select ${guestOf(sql`r.profile_id`, sql`r.guest_phone`)}, r.guest_phone, max(r.reservation_date) < ${cutoffDate}
        from ${reservations} r left join ${guestProfiles} p on p.id = r.profile_id
        where r.store_id = ${storeId} and r.guest_phone <> ''
        group by 1, 2
      union all
      select ${guestOf(sql`n.profile_id`, sql`n.guest_phone`)}, n.guest_phone, max(n.request_date) < ${cutoffDate}
        from ${notifyRequests} n left join ${guestProfiles} p on p.id = n.profile_id
        where n.store_id = ${storeId} and n.guest_phone <> ''
        group by 1, 2
    ) seen
    group by guest
    having bool_and(old)
    order by 1
    limit ${limit}`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as {
    phone: string;
  }[];
  return rows.map((r) => r.phone);
}
