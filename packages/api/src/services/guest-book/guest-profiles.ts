/**
 * The guest book at the console (docs/product.md#guest-book): the profile panel, search, tags, notes and merging two
 * profiles of one guest. Every call works inside the session's company: another company's profile is NOT_FOUND.
 */
import {
  deleteGuestTag,
  findGuestProfile,
  type GuestProfileRow,
  guestProfileNoteRows,
  guestProfileTagRows,
  guestSeatRows,
  insertGuestNote,
  insertGuestTag,
  lockGuestProfileRows,
  mergeGuestProfileRows,
  searchGuestProfiles,
  type Tx,
} from "@seatline/db";
import {
  GUEST_SEARCH_LIMIT,
  type GuestProfileSummary,
  type GuestProfileView,
  type GuestTagKind,
  guestFavouritesOf,
  guestTagText,
  isSensitiveTag,
  notFound,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { guestSubject, recordAudit } from "../privacy/audit";
import { figuresOf, guestFiguresById } from "./guest-badges";

export const GUEST_NOT_FOUND = "This guest was not found.";

function summaryOf(p: GuestProfileRow): GuestProfileSummary {
  return { id: p.id, name: p.name, phone: p.phone, email: p.email };
}

async function ownProfile(db: AppDeps["db"] | Tx, staff: StaffScope, id: number, lock?: "update" | "share") {
  const found = await findGuestProfile(db, staff.company.id, id, lock);
  if (!found) throw notFound(GUEST_NOT_FOUND);
  return found;
}

/**
 * A profile as it leaves the server: the panel's read and the answer of every change made in it (a tag, a note, a
 * merge). Allergy and access notes are health data, so whenever the view carries one its words go out with a line in
 * the owner's audit log, written with the same database handle (the keyed write's transaction for a change sent with
 * an Idempotency-Key): answering a change is a read like opening the panel, and a host could otherwise read any
 * profile's allergies unlogged by adding a note to it.
 */
async function profileView(deps: AppDeps, staff: StaffScope, id: number): Promise<GuestProfileView> {
  const view = await unauditedView(deps, staff, id);
  if (view.tags.some((t) => t.sensitive)) {
    await recordAudit(
      deps.db,
      staff.store.id,
      staff.user,
      "guest.sensitive_view",
      guestSubject(view.phone),
      { profile: id },
      deps.clock.now(),
    );
  }
  return view;
}

async function unauditedView(deps: AppDeps, staff: StaffScope, id: number): Promise<GuestProfileView> {
  const profile = await ownProfile(deps.db, staff, id);
  const [figures, tags, notes, seats] = await Promise.all([
    guestFiguresById(deps, staff, [id]),
    guestProfileTagRows(deps.db, id),
    guestProfileNoteRows(deps.db, id),
    guestSeatRows(deps.db, id),
  ]);
  const row = figures.get(id);
  if (!row) throw notFound(GUEST_NOT_FOUND);
  return {
    ...summaryOf(profile),
    figures: figuresOf(row),
    favourites: guestFavouritesOf(seats),
    tags: tags.map((t) => ({
      id: t.id,
      kind: t.kind,
      detail: t.detail,
      text: guestTagText(t.kind, t.detail),
      sensitive: isSensitiveTag(t.kind),
      author: t.author,
      createdAt: t.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: n.author,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** The profile panel; a host who opens a profile holding allergy or access notes is in the audit log (profileView). */
export async function guestProfile(deps: AppDeps, staff: StaffScope, id: number): Promise<GuestProfileView> {
  return profileView(deps, staff, id);
}

/** A host's search by name fragment or phone digits, in the session's company. */
export async function searchGuests(
  deps: AppDeps,
  staff: StaffScope,
  query: string,
): Promise<GuestProfileSummary[]> {
  const rows = await searchGuestProfiles(deps.db, staff.company.id, {
    nameFragment: query,
    phoneDigits: query.replace(/\D/g, ""),
    limit: GUEST_SEARCH_LIMIT,
  });
  return rows.map(summaryOf);
}

export async function addGuestTag(
  deps: AppDeps,
  staff: StaffScope,
  input: { profileId: number; kind: GuestTagKind; detail: string },
): Promise<GuestProfileView> {
  await deps.db.transaction(async (tx) => {
    await ownProfile(tx, staff, input.profileId, "share");
    await insertGuestTag(tx, { ...input, authorUserId: staff.user.id, createdAt: deps.clock.now() });
  });
  return profileView(deps, staff, input.profileId);
}

export async function removeGuestTag(
  deps: AppDeps,
  staff: StaffScope,
  input: { profileId: number; tagId: number },
): Promise<GuestProfileView> {
  await deps.db.transaction(async (tx) => {
    await ownProfile(tx, staff, input.profileId, "share");
    if (!(await deleteGuestTag(tx, input.profileId, input.tagId))) throw notFound("This tag was not found.");
  });
  return profileView(deps, staff, input.profileId);
}

export async function addGuestNote(
  deps: AppDeps,
  staff: StaffScope,
  input: { profileId: number; body: string },
): Promise<GuestProfileView> {
  await deps.db.transaction(async (tx) => {
    await ownProfile(tx, staff, input.profileId, "share");
    await insertGuestNote(tx, { ...input, authorUserId: staff.user.id, createdAt: deps.clock.now() });
  });
  return profileView(deps, staff, input.profileId);
}

/**
 * One guest with two profiles (two phones) becomes one, in one transaction: the walk-ins, bookings and requests that
 * move locked first, then both profiles in id order (two merges at once, or a merge and an edit of a moving booking's
 * phone, cannot deadlock), everything of `mergeId` moves to `keepId`, and `mergeId`'s phone stays an alias of it.
 * Either id outside the session's company (or already merged away) is NOT_FOUND and nothing changes.
 */
export async function mergeGuests(
  deps: AppDeps,
  staff: StaffScope,
  input: { keepId: number; mergeId: number },
): Promise<GuestProfileView> {
  await deps.db.transaction(async (tx) => {
    // Both must be the company's before anything is locked; then the rows that move, then the profiles
    // (lockGuestProfileRows says why in that order).
    await ownProfile(tx, staff, input.keepId);
    await ownProfile(tx, staff, input.mergeId);
    await lockGuestProfileRows(tx, input.mergeId);
    const [first, second] = [input.keepId, input.mergeId].sort((a, b) => a - b) as [number, number];
    const a = await ownProfile(tx, staff, first, "update");
    const b = await ownProfile(tx, staff, second, "update");
    const keep = a.id === input.keepId ? a : b;
    const merge = a.id === input.keepId ? b : a;
    await mergeGuestProfileRows(tx, keep, merge);
  });
  return profileView(deps, staff, input.keepId);
}
