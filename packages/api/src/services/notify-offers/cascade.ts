/**
 * The cascade (docs/product.md#notify-me): capacity freed on a date — a cancellation by any channel, a no-show marked
 * early, a blackout lifted, capacity raised, an offer passed or run out — is offered at once, inside the transaction
 * that freed it, to the earliest waiting request it fits, one offer per freed table. Runs under the store-and-date
 * lock, the one every booking takes, and a live offer counts as taken in every slot count
 * (db activeBookingsOnDate): so a freed table is never offered twice, a slot is never overbooked, and a phone that
 * holds a booking that day is never offered one.
 *
 * Anyone can type any phone on the public page, so an offer goes only to a request whose phone answered its first
 * text with a 1, whose phone may still book on the public page (its cap of upcoming bookings) and may still get a
 * notify text today; and live offers never hold more than the store's share of a time's tables (maxHeldTables): the
 * rest stay on the public page for anyone to book.
 */
import {
  activeBookingsOnDate,
  countUpcomingForPhone,
  type Executor,
  findStoreById,
  getNotifySettings,
  insertNotifyOffer,
  isOptedOut,
  lockStoreDate,
  type NotifyOfferRecord,
  offersOnDate,
  phonesBookedOnDate,
  updateNotifyRequest,
  waitingRequestsOnDate,
} from "@seatline/db";
import {
  dateRefusal,
  holdExpiresAt,
  maxHeldTables,
  nextOffer,
  notifyOfferText,
  offerQuietNow,
  PUBLIC_BOOKINGS_PER_PHONE,
  slotTimesForDate,
  slotUsage,
} from "@seatline/domain";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import { loadBookingRules } from "../reservations/date-rules";
import { storeNow } from "../reservations/store-context";
import { notifyTextAllowed } from "./notify-limits";
import { reissueNotifyLink } from "./notify-link";

export interface FreedCapacity {
  storeId: string;
  date: string;
  now: Date;
  /** Origin of the links in the offer texts. */
  publicUrl: string;
  /** When the capacity was first freed (an offer passed on keeps its cancellation's time), for Reports. */
  freedAt?: Date;
}

/** Live offers per slot time (each holds one of the time's tables). */
export function heldPerTime(offers: readonly NotifyOfferRecord[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const o of offers) if (o.status === "offered") held.set(o.slotTime, (held.get(o.slotTime) ?? 0) + 1);
  return held;
}

/**
 * Why no offer may go to this phone now (besides the slot's room), or null: it holds PUBLIC_BOOKINGS_PER_PHONE
 * upcoming bookings at the store (the count seatline_book makes when the offer is taken), or it had the day's notify
 * texts.
 */
export async function phoneOfferRefusal(
  tx: Executor,
  storeId: string,
  phone: string,
  today: string,
  now: Date,
): Promise<"bookings" | "texts" | null> {
  if ((await countUpcomingForPhone(tx, storeId, phone, today)) >= PUBLIC_BOOKINGS_PER_PHONE)
    return "bookings";
  return (await notifyTextAllowed(tx, storeId, phone, now)) ? null : "texts";
}

/** Offers what is free on the date to the waiting requests that fit, earliest first; answers how many offers it made. */
export async function offerFreedCapacity(tx: Executor, f: FreedCapacity): Promise<number> {
  await lockStoreDate(tx, f.storeId, f.date);
  // A request whose phone has not answered its first text is on the list but is offered nothing.
  const waiting = (await waitingRequestsOnDate(tx, f.storeId, f.date)).filter(
    (r) => r.phoneConfirmedAt !== null,
  );
  if (waiting.length === 0) return 0;
  const target = await findStoreById(tx, f.storeId);
  if (!target) return 0;
  const { store } = target;
  const { today, nowMinutes } = storeNow(store.timezone, f.now);
  const settings = await getNotifySettings(tx, f.storeId);
  // No offer text in quiet hours (unless the store turned them off); the dispatcher's catch-up offers what is still
  // free once they end.
  if (settings.quietHours && offerQuietNow(nowMinutes)) return 0;
  const rules = await loadBookingRules(tx, f.storeId, today);
  if (dateRefusal(f.date, rules.dateRules)) return 0;
  const slots = slotTimesForDate(store.hours, f.date, rules.config.reservationIntervalMinutes);
  const holding = await activeBookingsOnDate(tx, f.storeId, f.date);
  const skipPhones = await phonesBookedOnDate(tx, f.storeId, f.date);
  const offers = await offersOnDate(tx, f.storeId, f.date);
  const offeredBefore = new Set(offers.map((o) => `${o.requestId}@${o.slotTime}`));
  const held = heldPerTime(offers);
  const maxHeld = maxHeldTables(rules.config.maxTablesPerInterval, settings.holdSharePercent);
  let requests = waiting;
  let made = 0;
  for (;;) {
    const pick = nextOffer({
      requests,
      slots: slots.map((time) => ({
        time,
        usage: slotUsage(time, holding, rules.config),
        held: held.get(time) ?? 0,
      })),
      clock: { date: f.date, today, nowMinutes, cutoffMinutes: settings.cutoffMinutes },
      maxHeld,
      skipPhones,
      offeredBefore,
    });
    if (!pick) break;
    const request = requests.find((r) => r.id === pick.requestId);
    if (!request) break;
    requests = requests.filter((r) => r.id !== request.id);
    // An opted-out phone, one at its cap of bookings or of texts today is skipped: the table goes on to the next.
    if (await isOptedOut(tx, f.storeId, request.guestPhone)) continue;
    if (await phoneOfferRefusal(tx, f.storeId, request.guestPhone, today, f.now)) continue;
    await makeOffer(tx, {
      storeId: f.storeId,
      storeName: store.name,
      request,
      time: pick.time,
      holdMinutes: settings.holdMinutes,
      now: f.now,
      freedAt: f.freedAt ?? f.now,
      publicUrl: f.publicUrl,
      offeredBy: "cascade",
    });
    holding.push({ reservationTime: pick.time, partySize: request.partySize });
    held.set(pick.time, (held.get(pick.time) ?? 0) + 1);
    made += 1;
  }
  if (made > 0) await emitStoreEvent(tx, f.storeId, "reservations");
  return made;
}

export interface MakeOffer {
  storeId: string;
  storeName: string;
  request: {
    id: number;
    requestDate: string;
    partySize: number;
    guestPhone: string;
    language: "en" | "es";
  };
  time: string;
  holdMinutes: number;
  now: Date;
  freedAt: Date;
  publicUrl: string;
  offeredBy: "cascade" | "host";
}

/** The offer row, the request marked offered, and the offer text with a fresh link, in the caller's transaction. */
export async function makeOffer(tx: Executor, m: MakeOffer): Promise<void> {
  const { request } = m;
  await insertNotifyOffer(tx, m.storeId, {
    requestId: request.id,
    offerDate: request.requestDate,
    slotTime: m.time,
    partySize: request.partySize,
    status: "offered",
    offeredBy: m.offeredBy,
    offeredAt: m.now,
    expiresAt: holdExpiresAt(m.now, m.holdMinutes),
    freedAt: m.freedAt,
  });
  await updateNotifyRequest(tx, m.storeId, request.id, { status: "offered", updatedAt: m.now });
  const link = await reissueNotifyLink(tx, m.storeId, request.id, m.publicUrl, m.now);
  await queueText(
    tx,
    {
      storeId: m.storeId,
      kind: "notify_offer",
      toPhone: request.guestPhone,
      body: notifyOfferText({
        storeName: m.storeName,
        offerDate: request.requestDate,
        slotTime: m.time,
        partySize: request.partySize,
        holdMinutes: m.holdMinutes,
        link,
        language: request.language,
      }),
      notifyRequestId: request.id,
      language: request.language,
    },
    m.now,
  );
}
