/**
 * The host's view of the notify list (the Reservations tab, docs/product.md#notify-me): a day's requests with their
 * live offers ("offered to Ada, 6 min left") and whether their phone confirmed, offer by hand, remove, and the
 * store's hold, cutoff and hold share.
 */
import {
  activeBookingsOnDate,
  findNotifyRequest,
  getNotifySettings,
  lockStoreDate,
  type NotifySettingsRecord,
  notifyRequestsOnDate,
  offersOnDate,
  saveNotifySettings,
} from "@seatline/db";
import {
  conflict,
  fitsInSlot,
  holdMinutesLeft,
  isFutureSlot,
  maxHeldTables,
  type NotifyOfferStatus,
  type NotifyRequestStatus,
  type NotifySettingsInput,
  notFound,
  notifyMessages,
  offerLabel,
  slotsInWindow,
  slotTimesForDate,
  slotUsage,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { loadBookingRules } from "../reservations/date-rules";
import { storeById, storeNow } from "../reservations/store-context";
import { heldPerTime, makeOffer, phoneOfferRefusal } from "./cascade";
import { closeRequestTx } from "./offer-actions";

export interface NotifyDayRow {
  id: number;
  guestName: string;
  guestPhone: string;
  partySize: number;
  windowStart: string;
  windowEnd: string;
  status: NotifyRequestStatus;
  /** The phone answered its first text with a 1; until then no offer is made to the request. */
  phoneConfirmed: boolean;
  createdAt: string;
  /** The live offer: its time, when it runs out, and the host's line ("offered to Ada, 6 min left"). */
  offer: { slotTime: string; expiresAt: string; minutesLeft: number; label: string } | null;
  /** Earlier offers of this request and how they ended. */
  history: { slotTime: string; status: NotifyOfferStatus }[];
}

export async function notifyDay(deps: AppDeps, staff: StaffScope, date: string): Promise<NotifyDayRow[]> {
  const now = deps.clock.now();
  const [requests, offers] = await Promise.all([
    notifyRequestsOnDate(deps.db, staff.store.id, date),
    offersOnDate(deps.db, staff.store.id, date),
  ]);
  return requests
    .filter((r) => r.status !== "removed")
    .map((r) => {
      const mine = offers.filter((o) => o.requestId === r.id);
      const live = mine.find((o) => o.status === "offered");
      return {
        id: r.id,
        guestName: r.guestName,
        guestPhone: r.guestPhone,
        partySize: r.partySize,
        windowStart: r.windowStart,
        windowEnd: r.windowEnd,
        status: r.status,
        phoneConfirmed: r.phoneConfirmedAt !== null,
        createdAt: r.createdAt.toISOString(),
        offer: live
          ? {
              slotTime: live.slotTime,
              expiresAt: live.expiresAt.toISOString(),
              minutesLeft: holdMinutesLeft(live.expiresAt, now),
              label: offerLabel(r.guestName, live.expiresAt, now),
            }
          : null,
        history: mine
          .filter((o) => o.status !== "offered")
          .map((o) => ({ slotTime: o.slotTime, status: o.status })),
      };
    });
}

/**
 * A host offers a waiting request the earliest time in its window with room now, out of the list's order (the
 * host's choice); held like any offer, so under the same rules as the cascade's: only to a phone that confirmed,
 * may still book on the public page and get a text today, and within the store's share of the time's tables.
 * 409 when nothing in the window has room.
 */
export async function offerByHand(deps: AppDeps, staff: StaffScope, requestId: number): Promise<void> {
  const target = await storeById(deps.db, staff.store.id);
  const now = deps.clock.now();
  const { today, nowMinutes } = storeNow(target.store.timezone, now);
  await deps.db.transaction(async (tx) => {
    const found = await findNotifyRequest(tx, staff.store.id, requestId);
    if (!found) throw notFound(notifyMessages.requestNotFound);
    await lockStoreDate(tx, staff.store.id, found.requestDate);
    const request = await findNotifyRequest(tx, staff.store.id, requestId, true);
    if (request?.status !== "waiting") throw conflict(notifyMessages.notWaiting);
    if (request.phoneConfirmedAt === null) throw conflict(notifyMessages.notConfirmed);
    const refusal = await phoneOfferRefusal(tx, staff.store.id, request.guestPhone, today, now);
    if (refusal) {
      throw conflict(
        refusal === "bookings" ? notifyMessages.hostBookingsUsedUp : notifyMessages.hostTextsUsedUp,
      );
    }
    const rules = await loadBookingRules(tx, staff.store.id, today);
    const settings = await getNotifySettings(tx, staff.store.id);
    const holding = await activeBookingsOnDate(tx, staff.store.id, request.requestDate);
    const held = heldPerTime(await offersOnDate(tx, staff.store.id, request.requestDate));
    const maxHeld = maxHeldTables(rules.config.maxTablesPerInterval, settings.holdSharePercent);
    const time = slotsInWindow(
      slotTimesForDate(target.store.hours, request.requestDate, rules.config.reservationIntervalMinutes),
      request,
    ).find(
      (t) =>
        isFutureSlot(request.requestDate, t, today, nowMinutes) &&
        (held.get(t) ?? 0) < maxHeld &&
        fitsInSlot(slotUsage(t, holding, rules.config), request.partySize),
    );
    if (!time) throw conflict(notifyMessages.noFit);
    await makeOffer(tx, {
      storeId: staff.store.id,
      storeName: target.store.name,
      request,
      time,
      holdMinutes: settings.holdMinutes,
      now,
      freedAt: now,
      publicUrl: deps.config.publicUrl,
      offeredBy: "host",
    });
    await emitStoreEvent(tx, staff.store.id, "reservations");
  });
}

/** A host removes a request; its live offer goes to the next guest. */
export async function removeNotifyRequest(
  deps: AppDeps,
  staff: StaffScope,
  requestId: number,
): Promise<void> {
  const found = await findNotifyRequest(deps.db, staff.store.id, requestId);
  if (!found) throw notFound(notifyMessages.requestNotFound);
  const outcome = await deps.db.transaction((tx) =>
    closeRequestTx(
      tx,
      deps,
      { storeId: staff.store.id, requestId, requestDate: found.requestDate },
      "removed",
    ),
  );
  if (outcome === "missing") throw notFound(notifyMessages.requestNotFound);
}

export function readNotifySettings(deps: AppDeps, staff: StaffScope): Promise<NotifySettingsRecord> {
  return getNotifySettings(deps.db, staff.store.id);
}

export async function updateNotifySettings(
  deps: AppDeps,
  staff: StaffScope,
  input: NotifySettingsInput,
): Promise<NotifySettingsRecord> {
  return deps.db.transaction(async (tx) => {
    const saved = await saveNotifySettings(tx, staff.store.id, input);
    await emitStoreEvent(tx, staff.store.id, "settings");
    return saved;
  });
}
