/**
 * The guest badges of a list's rows (docs/product.md#guest-book): one query for the whole list, whatever its length
 * (queries/guest-book.ts guestFigures), never one per row. A badge flags a sensitive tag without its words: lists are
 * read all evening by every host and are not audited, so an allergy's or access need's words are the profile's alone.
 */
import { type GuestFiguresRow, guestFigures } from "@seatline/db";
import {
  badgeTagText,
  type GuestBadge,
  type GuestFigures,
  isSensitiveTag,
  LATE_CANCEL_HOURS,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export function badgeOf(row: GuestFiguresRow): GuestBadge {
  return {
    profileId: row.id,
    visits: row.visits,
    noShows: row.noShows,
    lateCancels: row.lateCancels,
    tags: row.tags.map((t) => ({ text: badgeTagText(t.kind, t.detail), sensitive: isSensitiveTag(t.kind) })),
  };
}

export function figuresOf(row: GuestFiguresRow): GuestFigures {
  return {
    visits: row.visits,
    covers: row.covers,
    lastVisit: row.lastVisit,
    noShows: row.noShows,
    lateCancels: row.lateCancels,
    averageWait: row.averageWait,
  };
}

/** The figures of the session's company's profiles among `ids`, by profile id. */
export async function guestFiguresById(
  deps: AppDeps,
  staff: StaffScope,
  ids: (number | null)[],
): Promise<Map<number, GuestFiguresRow>> {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = await guestFigures(deps.db, staff.company.id, wanted, LATE_CANCEL_HOURS);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each row with its guest's badge (null without a profile): the list's one extra query. */
export async function withGuestBadges<T>(
  deps: AppDeps,
  staff: StaffScope,
  rows: T[],
  profileIdOf: (row: T) => number | null,
): Promise<{ row: T; guest: GuestBadge | null }[]> {
  const byId = await guestFiguresById(deps, staff, rows.map(profileIdOf));
  return rows.map((row) => {
    const id = profileIdOf(row);
    const found = id === null ? undefined : byId.get(id);
    return { row, guest: found ? badgeOf(found) : null };
  });
}
