/**
 * A guest's figures (docs/product.md#guest-book), computed from the walk-ins and bookings that carry the profile's id,
 * never stored as counters: they cannot drift from the rows they count.
 */

/**
 * A cancellation counts as late when it was made within this many hours of the booking's start (store time): the
 * table was likely held for the guest and hard to give away.
 */
export const LATE_CANCEL_HOURS = 24;

export interface GuestFigures {
  /** Seated walk-ins plus seated bookings, at every store of the company. */
  visits: number;
  /** Guests brought on those visits (party sizes summed). */
  covers: number;
  /** Store-local date of the last visit, or null before the first. */
  lastVisit: string | null;
  /** Walk-ins marked no show plus bookings marked NO_SHOW. */
  noShows: number;
  /** Bookings cancelled within LATE_CANCEL_HOURS of their start. */
  lateCancels: number;
  /** Mean minutes waited by the seated walk-ins, rounded; null without one. */
  averageWait: number | null;
}

/**
 * What a list row shows of its guest: the figures, the tags' words and whether a tag is sensitive. A sensitive tag is
 * named by its kind only ("Allergy", guest-tags.ts badgeTagText); its words are in the audited profile.
 */
export interface GuestBadge {
  profileId: number;
  visits: number;
  noShows: number;
  lateCancels: number;
  tags: { text: string; sensitive: boolean }[];
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** At most this many tags on a row's badge; the panel has them all. */
export const BADGE_TAGS = 3;

/**
 * The words of a row's badge: "3rd visit · 1 no-show · allergy". A waiting party or an open booking is the guest's
 * next visit (visits + 1); a seated row already counts itself (`counted`).
 */
export function guestBadgeText(badge: GuestBadge, counted = false): string {
  const visit = counted ? Math.max(1, badge.visits) : badge.visits + 1;
  const parts = [`${ordinal(visit)} visit`];
  if (badge.noShows > 0) parts.push(plural(badge.noShows, "no-show", "no-shows"));
  if (badge.lateCancels > 0) parts.push(plural(badge.lateCancels, "late cancel", "late cancels"));
  const tags = badge.tags.slice(0, BADGE_TAGS).map((t) => t.text.toLowerCase());
  if (badge.tags.length > BADGE_TAGS) tags.push(`+${badge.tags.length - BADGE_TAGS}`);
  return [...parts, ...tags].join(" · ");
}
