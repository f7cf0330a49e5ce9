/**
 * The guest book's queries (docs/architecture.md#the-guest-book). Every one is scoped to a company: a profile id of
 * another company reads as none. The figures are counted from the rows carrying the profile's id (indexed), so a list
 * asks for all its rows' guests in one query.
 */
import type { GuestTagKind } from "@seatline/domain";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { guestProfileNotes, guestProfiles, guestProfileTags } from "../schema/guest-book";
import { notifyRequests } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";
import { users } from "../schema/tenancy";
import { waitlistEntries } from "../schema/waitlist";
import { rowsOf } from "./column-json";

export type GuestProfileRow = typeof guestProfiles.$inferSelect;

/**
 * The guest's profile at the store's company for a phone, made when new; null without a phone. A phone typed by a
 * guest links to an existing profile only once the phone is proven; `proven` (staff entered the phone) proves it and
 * links the phone's rows left unlinked. The one rule is packages/db/sql/functions (seatline_guest_profile,
 * seatline_guest_profile_proven; the join's and the booking's statements call them too).
 */
export async function linkGuestProfile(
  tx: Executor,
  storeId: string,
  guest: { phone: string | null; email?: string | null; name: string },
  opts: { proven?: boolean } = {},
): Promise<number | null> {
  if (!guest.phone) return null;
  const fn = opts.proven ? sql`seatline_guest_profile_proven` : sql`seatline_guest_profile`;
  const [row] = rowsOf<{ id: number | null }>(
    await tx.execute(
      sql`select ${fn}((select company_id from stores where id = ${storeId}::uuid), ${guest.phone}::text, ${guest.email ?? null}::text, ${guest.name}::text) as id`,
    ),
  );
  return row?.id == null ? null : Number(row.id);
}

/** A phone that answered a text of the store proves it its guest's at the store's company (drizzle/0029). */
export async function proveGuestPhone(tx: Executor, storeId: string, phone: string): Promise<void> {
  await linkGuestProfile(tx, storeId, { phone, name: "" }, { proven: true });
}

/** seatline_guest_profiles_backfill: rows loaded in bulk (the demo's year) get their profiles. */
export async function backfillGuestProfiles(db: Executor): Promise<void> {
  await db.execute(sql`select seatline_guest_profiles_backfill()`);
}

export interface GuestFiguresRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  visits: number;
  covers: number;
  lastVisit: string | null;
  noShows: number;
  lateCancels: number;
  averageWait: number | null;
  tags: { kind: GuestTagKind; detail: string }[];
}

function idList(ids: number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * The figures and tags of the company's (unmerged) profiles among `ids`, in one query: walk-ins and bookings grouped
 * by profile (their profile_id indexes), a cancellation late when made within `lateCancelHours` of the booking's start
 * in its store's time zone.
 */
export async function guestFigures(
  db: Executor,
  companyId: string,
  ids: number[],
  lateCancelHours: number,
): Promise<GuestFiguresRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const list = idList(unique);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.name, p.phone, p.email,
        coalesce(w.visits, 0) + coalesce(r.visits, 0) as visits,
        coalesce(w.covers, 0) + coalesce(r.covers, 0) as covers,
        nullif(greatest(coalesce(w.last_visit, ''), coalesce(r.last_visit, '')), '') as last_visit,
        coalesce(w.no_shows, 0) + coalesce(r.no_shows, 0) as no_shows,
        coalesce(r.late_cancels, 0) as late_cancels,
        w.average_wait,
        coalesce((select json_agg(json_build_object('kind', t.kind, 'detail', t.detail) order by t.id)
          from guest_profile_tags t where t.profile_id = p.id), '[]'::json) as tags
      from guest_profiles p
      left join (
        select profile_id,
          count(*) filter (where status = 'seated') as visits,
          sum(party_size) filter (where status = 'seated') as covers,
          max(business_date) filter (where status = 'seated') as last_visit,
          count(*) filter (where status = 'no_show') as no_shows,
          round(avg(actual_waited_time) filter (where status = 'seated')) as average_wait
        from waitlist_entries where profile_id in (${list}) group by profile_id
      ) w on w.profile_id = p.id
      left join (
        select r.profile_id,
          count(*) filter (where r.status = 'SEATED') as visits,
          sum(r.party_size) filter (where r.status = 'SEATED') as covers,
          max(r.reservation_date) filter (where r.status = 'SEATED') as last_visit,
          count(*) filter (where r.status = 'NO_SHOW') as no_shows,
          count(*) filter (where r.status = 'CANCELLED' and r.cancelled_at >
            ((r.reservation_date::date + r.reservation_time::interval) at time zone s.timezone)
              - make_interval(hours => ${lateCancelHours}::int)) as late_cancels
        from reservations r join stores s on s.id = r.store_id
        where r.profile_id in (${list}) group by r.profile_id
      ) r on r.profile_id = p.id
      where p.company_id = ${companyId}::uuid and p.id in (${list}) and p.merged_into_id is null`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: String(r.phone),
    email: String(r.email),
    visits: Number(r.visits),
    covers: Number(r.covers),
    lastVisit: (r.last_visit as string | null) ?? null,
    noShows: Number(r.no_shows),
    lateCancels: Number(r.late_cancels),
    averageWait: r.average_wait == null ? null : Number(r.average_wait),
    tags: (typeof r.tags === "string" ? JSON.parse(r.tags) : r.tags) as GuestFiguresRow["tags"],
  }));
}

/**
 * The company's profile (not merged away), or null. `lock` holds it until the transaction ends: "update" for a merge,
 * "share" for adding a tag or note (a merge waits for it, so nothing lands on a profile merged away meanwhile).
 */
export async function findGuestProfile(
  db: Executor,
  companyId: string,
  id: number,
  lock?: "update" | "share",
): Promise<GuestProfileRow | null> {
  const q = db
    .select()
    .from(guestProfiles)
    .where(
      and(
        eq(guestProfiles.companyId, companyId),
        eq(guestProfiles.id, id),
        isNull(guestProfiles.mergedIntoId),
      ),
    );
  const [row] = lock ? await q.for(lock) : await q;
  return row ?? null;
}

/** A profile's tags with their authors' e-mails, oldest first. */
export async function guestProfileTagRows(db: Executor, profileId: number) {
  return db
    .select({
      id: guestProfileTags.id,
      kind: guestProfileTags.kind,
      detail: guestProfileTags.detail,
      author: users.email,
      createdAt: guestProfileTags.createdAt,
    })
    .from(guestProfileTags)
    .leftJoin(users, eq(users.id, guestProfileTags.authorUserId))
    .where(eq(guestProfileTags.profileId, profileId))
    .orderBy(asc(guestProfileTags.id));
}

/** A profile's notes with their authors' e-mails, newest first. */
export async function guestProfileNoteRows(db: Executor, profileId: number) {
  return db
    .select({
      id: guestProfileNotes.id,
      body: guestProfileNotes.body,
      author: users.email,
      createdAt: guestProfileNotes.createdAt,
    })
    .from(guestProfileNotes)
    .leftJoin(users, eq(users.id, guestProfileNotes.authorUserId))
    .where(eq(guestProfileNotes.profileId, profileId))
    .orderBy(desc(guestProfileNotes.createdAt), desc(guestProfileNotes.id));
}

/** Adds a tag; the same kind and words again adds nothing (answers false). */
export async function insertGuestTag(
  tx: Executor,
  tag: { profileId: number; kind: GuestTagKind; detail: string; authorUserId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(guestProfileTags)
    .values(tag)
    .onConflictDoNothing()
    .returning({ id: guestProfileTags.id });
  return rows.length > 0;
}

export async function deleteGuestTag(tx: Executor, profileId: number, tagId: number): Promise<boolean> {
  const rows = await tx
    .delete(guestProfileTags)
    .where(and(eq(guestProfileTags.profileId, profileId), eq(guestProfileTags.id, tagId)))
    .returning({ id: guestProfileTags.id });
  return rows.length > 0;
}

export async function insertGuestNote(
  tx: Executor,
  note: { profileId: number; body: string; authorUserId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(guestProfileNotes).values(note);
}

/** `%`, `_` and `\` typed by a host match themselves, never as wildcards. */
function likeContains(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The company's profiles whose name contains the fragment or whose phone contains the digits (2 or more). */
export async function searchGuestProfiles(
  db: Executor,
  companyId: string,
  q: { nameFragment: string; phoneDigits: string; limit: number },
): Promise<GuestProfileRow[]> {
  const name = sql`${guestProfiles.name} ilike ${likeContains(q.nameFragment)}`;
  const match =
    q.phoneDigits.length >= 2
      ? sql`(${name} or ${guestProfiles.phone} like ${likeContains(q.phoneDigits)})`
      : name;
  return db
    .select()
    .from(guestProfiles)
    .where(and(eq(guestProfiles.companyId, companyId), isNull(guestProfiles.mergedIntoId), match))
    .orderBy(asc(guestProfiles.name), asc(guestProfiles.id))
    .limit(q.limit);
}

/**
 * Locks the walk-ins, bookings and notify requests a merge will move, in id order, before the merge locks the profiles.
 * Every action on one of those rows locks the row first and its (new) phone's profile second (`seatline_guest_profile`
 * takes the profile FOR KEY SHARE), so a merge that took the profiles first and then waited on such a row would close a
 * lock cycle; taking the rows first keeps the one order, row then profile. A row re-linked to another profile while
 * we waited is skipped (PostgreSQL re-checks the condition on the row's new version).
 */
export async function lockGuestProfileRows(tx: Executor, profileId: number): Promise<void> {
  await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.profileId, profileId))
    .orderBy(asc(reservations.id))
    .for("update");
  await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.profileId, profileId))
    .orderBy(asc(waitlistEntries.id))
    .for("update");
  await tx
    .select({ id: notifyRequests.id })
    .from(notifyRequests)
    .where(eq(notifyRequests.profileId, profileId))
    .orderBy(asc(notifyRequests.id))
    .for("update");
}

/**
 * Merges `merge` into `keep` (both locked by the caller): its walk-ins, bookings, requests, tags and notes move, its
 * e-mail fills an empty one, and its row stays as an alias so its phone still finds the guest.
 */
export async function mergeGuestProfileRows(
  tx: Executor,
  keep: GuestProfileRow,
  merge: GuestProfileRow,
): Promise<void> {
  await tx.update(waitlistEntries).set({ profileId: keep.id }).where(eq(waitlistEntries.profileId, merge.id));
  await tx.update(reservations).set({ profileId: keep.id }).where(eq(reservations.profileId, merge.id));
  await tx.update(notifyRequests).set({ profileId: keep.id }).where(eq(notifyRequests.profileId, merge.id));
  await tx.execute(sql`
    insert into guest_profile_tags (profile_id, kind, detail, author_user_id, created_at)
    select ${keep.id}, kind, detail, author_user_id, created_at from guest_profile_tags where profile_id = ${merge.id}
    on conflict do nothing`);
  await tx.delete(guestProfileTags).where(eq(guestProfileTags.profileId, merge.id));
  await tx
    .update(guestProfileNotes)
    .set({ profileId: keep.id })
    .where(eq(guestProfileNotes.profileId, merge.id));
  if (keep.email === "" && merge.email !== "") {
    await tx.update(guestProfiles).set({ email: merge.email }).where(eq(guestProfiles.id, keep.id));
  }
  await tx
    .update(guestProfiles)
    .set({ mergedIntoId: keep.id, email: "" })
    .where(sql`${guestProfiles.id} = ${merge.id} or ${guestProfiles.mergedIntoId} = ${merge.id}`);
}

/**
 * Every table a profile's walk-ins and bookings were seated at (one row per table per seating), with its area and
 * store: the rows the guest's favourite area and table are counted from (domain guest-favourites.ts). On the
 * profile_id indexes and the occupancy rows' entry and reservation indexes (drizzle/0021); a guest has tens of rows.
 */
export async function guestSeatRows(db: Executor, profileId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with seats as (
        select o.seating_id, o.table_id, o.seated_at from table_occupancies o
          join waitlist_entries w on w.id = o.waitlist_entry_id
          where w.profile_id = ${profileId}
        union all
        select o.seating_id, o.table_id, o.seated_at from table_occupancies o
          join reservations r on r.id = o.reservation_id
          where r.profile_id = ${profileId}
      )
      select s.seating_id, s.table_id, t.name as table_name, a.name as area_name, st.name as store_name, s.seated_at
      from seats s
        join floor_tables t on t.id = s.table_id
        join floor_areas a on a.id = t.area_id
        join stores st on st.id = t.store_id`),
  );
  return rows.map((r) => ({
    seatingId: String(r.seating_id),
    tableId: Number(r.table_id),
    tableName: String(r.table_name),
    areaName: String(r.area_name),
    storeName: String(r.store_name),
    seatedAt: new Date(r.seated_at as string | Date),
  }));
}
