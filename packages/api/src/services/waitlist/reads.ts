/** Waitlist reads: kiosk state, host list, summary, history (all for the session's store, dates in store time). */
import {
  getKioskSettings,
  getTableSettings,
  getTicketCounter,
  listWaitlistEntries,
  listWaitlistReservations,
  storeGuestLanguages,
  storeOpeningHours,
  waitingGroupCounts,
} from "@seatline/db";
import {
  DASHBOARD_LEAD_MINUTES_DEFAULT,
  formatTicket,
  type HostWaitlist,
  INITIAL_TICKET,
  isBookingOnDashboard,
  type KioskState,
  minutesUntilBooking,
  openingStatus,
  positionInLine,
  storeDate,
  type WaitlistEntryView,
  type WaitlistHistory,
  type WaitlistSummary,
  waitingNumbersOfCounts,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { badgeOf, guestFiguresById } from "../guest-book/guest-badges";
import { kioskSettingsView } from "../settings/kiosk-settings";
import { tableSettingsView } from "../settings/table-settings";
import { entryView, reservationRowView } from "./entry-view";
import { groupQuotes, quoteSnapshot } from "./quote-reads";

/** Reads that need only the store (a guest page names it by its slugs). */
export type StoreScope = Pick<StaffScope, "store">;

export function todayOf(deps: AppDeps, staff: StoreScope): string {
  return storeDate(staff.store.timezone, deps.clock.now());
}

export async function waitingSummary(deps: AppDeps, staff: StoreScope): Promise<WaitlistSummary> {
  const storeId = staff.store.id;
  const tables = getTableSettings(deps.db, storeId).then(tableSettingsView);
  const [counts, snapshot] = await Promise.all([
    waitingGroupCounts(deps.db, storeId, todayOf(deps, staff)),
    quoteSnapshot(deps.db, staff.store, deps.clock.now(), tables, deps.config.quoteCellsCacheMs),
  ]);
  const numbers = waitingNumbersOfCounts(counts);
  const { waitTimes, waitTold } = groupQuotes(snapshot, counts);
  return { totalWaiting: numbers.parties + numbers.solo, numbers, waitTimes, waitTold };
}

export async function kioskState(deps: AppDeps, staff: StaffScope): Promise<KioskState> {
  const storeId = staff.store.id;
  const [summary, settings, counter, languages, hours] = await Promise.all([
    waitingSummary(deps, staff),
    getKioskSettings(deps.db, storeId),
    getTicketCounter(deps.db, storeId),
    storeGuestLanguages(deps.db, storeId),
    storeOpeningHours(deps.db, storeId),
  ]);
  return {
    settings: kioskSettingsView(settings),
    numbers: summary.numbers,
    position: positionInLine(summary.numbers),
    waitTimes: summary.waitTimes,
    waitTold: summary.waitTold,
    ticketPreview: formatTicket(counter ?? INITIAL_TICKET),
    store: { name: staff.store.name, accountEmail: staff.store.accountEmail },
    guestLanguages: languages,
    hours: openingStatus(hours, staff.store.timezone, deps.clock.now()),
  };
}

/**
 * The host list of a business date (today by default): reservation rows first, then walk-ins in entered order. A
 * booking joins it only from the store's Dashboard lead (60 minutes by default) before its time, so the live line
 * is not crowded with the evening's bookings all afternoon; once on, it stays while it is open (late ones too). The
 * whole day's book is the Reservations tab (docs/product.md#dashboard).
 */
export async function hostWaitlist(deps: AppDeps, staff: StaffScope, date?: string): Promise<HostWaitlist> {
  const day = date ?? todayOf(deps, staff);
  const now = deps.clock.now();
  const tz = staff.store.timezone;
  const [res, entries] = await Promise.all([
    listWaitlistReservations(deps.db, staff.store.id, day),
    listWaitlistEntries(deps.db, staff.store.id, day, ["waiting"]),
  ]);
  const lead = res.dashboardLeadMinutes ?? DASHBOARD_LEAD_MINUTES_DEFAULT;
  const due = res.rows.filter((r) =>
    isBookingOnDashboard(minutesUntilBooking(tz, r.reservationDate, r.reservationTime, now), lead),
  );
  // Every row's guest badge in one more query (docs/product.md#guest-book), never one per row.
  const guests = await guestFiguresById(deps, staff, [
    ...due.map((r) => r.profileId),
    ...entries.map((e) => e.profileId),
  ]);
  const badge = (id: number | null) => {
    const found = id === null ? undefined : guests.get(id);
    return found ? badgeOf(found) : null;
  };
  return {
    date: day,
    reservations: due.map((r) => ({ ...reservationRowView(r, tz, now), guest: badge(r.profileId) })),
    entries: entries.map((e) => ({ ...entryView(e, now), guest: badge(e.profileId) })),
  };
}

/** The walk-ins waiting on a business date (today by default), in entered order: the legacy list (no reservations). */
export async function waitingEntries(
  deps: AppDeps,
  staff: StaffScope,
  date?: string,
): Promise<WaitlistEntryView[]> {
  const now = deps.clock.now();
  const rows = await listWaitlistEntries(deps.db, staff.store.id, date ?? todayOf(deps, staff), ["waiting"]);
  return rows.map((e) => entryView(e, now));
}

/** A business date's finished entries (SEATED / NO SHOW / CANCELLED by the guest), in entered order. */
export async function waitlistHistory(
  deps: AppDeps,
  staff: StaffScope,
  date?: string,
): Promise<WaitlistHistory> {
  const day = date ?? todayOf(deps, staff);
  const now = deps.clock.now();
  const rows = await listWaitlistEntries(deps.db, staff.store.id, day, ["seated", "no_show", "cancelled"]);
  return { date: day, entries: rows.map((e) => entryView(e, now)) };
}
