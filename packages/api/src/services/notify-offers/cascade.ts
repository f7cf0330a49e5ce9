/**
 * The cascade (docs/product.md#notify-me): capacity freed on a date — a cancellation by any channel, a no-show marked
 * early, a blackout lifted, capacity raised, an offer passed or run out — is offered at once, inside the transaction
 * that freed it, to the earliest waiting request it fits, one offer per freed table. Runs under the store-and-date
 * lock, the one every booking takes, and a live offer counts as taken in every slot count
 * (db activeBookingsOnDate): so a freed table is never offered twice, a slot is never overbooked, and a phone that
 * holds a booking that day is never offered one.
 */
import {
  activeBookingsOnDate,
  type Executor,
  findStoreById,
  getNotifySettings,
  insertNotifyOffer,
  isOptedOut,
  lockStoreDate,
  offersOnDate,
  phonesBookedOnDate,
  updateNotifyRequest,
  waitingRequestsOnDate,
} from "@seatline/db";
import {
  dateRefusal,
  holdExpiresAt,
  nextOffer,
  notifyOfferText,
  offerQuietNow,
  slotTimesForDate,
  slotUsage,
} from "@seatline/domain";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import { loadBookingRules } from "../reservations/date-rules";
import { storeNow } from "../reservations/store-context";
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

/** Offers what is free on the date to the waiting requests that fit, earliest first; answers how many offers it made. */
export async function offerFreedCapacity(tx: Executor, f: FreedCapacity): Promise<number> {
  await lockStoreDate(tx, f.storeId, f.date);
  const waiting = await waitingRequestsOnDate(tx, f.storeId, f.date);
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
  const offeredBefore = new Set(
    (await offersOnDate(tx, f.storeId, f.date)).map((o) => `${o.requestId}@${o.slotTime}`),
  );
  let requests = waiting;
  let made = 0;
  for (;;) {
    const pick = nextOffer({
      requests,
      slots: slots.map((time) => ({ time, usage: slotUsage(time, holding, rules.config) })),
      clock: { date: f.date, today, nowMinutes, cutoffMinutes: settings.cutoffMinutes },
      skipPhones,
      offeredBefore,
    });
    if (!pick) break;
    const request = requests.find((r) => r.id === pick.requestId);
    if (!request) break;
    requests = requests.filter((r) => r.id !== request.id);
    // An opted-out phone is skipped: the table goes on to the next request.
    if (await isOptedOut(tx, f.storeId, request.guestPhone)) continue;
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
