/** Time windows of a date for staff and for the public page (docs/product.md#reservations). */
import { activeBookingsOnDate } from "@seatline/db";
import {
  badRequest,
  isBookableDate,
  isValidDate,
  reservationMessages,
  type TimeWindow,
  timeWindows,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { loadBookingRules } from "./date-rules";
import { type BookingStore, storeById, storeBySlugs, storeNow } from "./store-context";

export interface TimeWindowsQuery {
  date: string;
  partySize?: number;
  linkCode?: string | null;
  /** A booking being moved (the guest's Change on /r/{token}): its own party is left out of the count. */
  exceptId?: number;
}

/** Windows of a store's date; `channel` public also needs new reservations enabled and honours the link's access days. */
export async function windowsForStore(
  deps: AppDeps,
  target: BookingStore,
  q: TimeWindowsQuery,
  channel: "staff" | "public",
): Promise<TimeWindow[]> {
  if (!isValidDate(q.date)) throw badRequest(reservationMessages.date, "date");
  const { store } = target;
  const { today, nowMinutes } = storeNow(store.timezone, deps.clock.now());
  const rules = await loadBookingRules(
    deps.db,
    store.id,
    today,
    channel === "public" ? q.linkCode : null,
    channel,
  );
  const bookings = await activeBookingsOnDate(deps.db, store.id, q.date, q.exceptId);
  const dateBookable =
    isBookableDate(q.date, rules.dateRules) && (channel === "staff" || rules.config.newReservationsEnabled);
  return timeWindows({
    hours: store.hours,
    date: q.date,
    config: rules.config,
    bookings,
    partySize: q.partySize,
    today,
    nowMinutes,
    dateBookable,
  });
}

export async function staffTimeWindows(
  deps: AppDeps,
  staff: StaffScope,
  q: TimeWindowsQuery,
): Promise<TimeWindow[]> {
  return windowsForStore(deps, await storeById(deps.db, staff.store.id), q, "staff");
}

export async function publicTimeWindows(
  deps: AppDeps,
  slugs: { companySlug: string; storeSlug: string },
  q: TimeWindowsQuery,
): Promise<TimeWindow[]> {
  return windowsForStore(deps, await storeBySlugs(deps.db, slugs.companySlug, slugs.storeSlug), q, "public");
}
