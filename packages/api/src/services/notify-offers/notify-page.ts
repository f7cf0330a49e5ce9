/**
 * The guest's own notify page (/n/{token}, docs/product.md#notify-me): their request as they see it (store, date,
 * window, party, place on the list, whether the phone still has to reply 1 to its first text, a live offer with its
 * minutes left) and what they can do there: take the offer (as reply 1) or leave the list. Never another guest's
 * name or phone. An unknown token is "not found".
 */
import {
  findNotifyRequestByTokenHash,
  findStoreById,
  liveOfferOfRequest,
  type NotifyRequestRecord,
  notifyRequestsOnDate,
} from "@seatline/db";
import {
  conflict,
  type GuestLanguage,
  holdMinutesLeft,
  type NotifyRequestStatus,
  notFound,
  notifyMessages,
  reservationMessages,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { hashNotifyToken } from "./notify-link";
import { closeRequestTx, takeOfferTx } from "./offer-actions";

export interface NotifyPageView {
  storeName: string;
  storePhone: string;
  requestDate: string;
  windowStart: string;
  windowEnd: string;
  partySize: number;
  status: NotifyRequestStatus;
  /** The phone answered its first text with a 1: until then no table is offered to the request. */
  phoneConfirmed: boolean;
  /** 1 for the first request still on the list for the date; null once off the list. */
  place: number | null;
  offer: { slotTime: string; expiresAt: string; minutesLeft: number } | null;
  language: GuestLanguage;
  languages: GuestLanguage[];
}

async function resolve(deps: AppDeps, token: string) {
  const request = await findNotifyRequestByTokenHash(deps.db, hashNotifyToken(token));
  if (!request) throw notFound(notifyMessages.notFound);
  const store = await findStoreById(deps.db, request.storeId);
  if (!store) throw notFound(notifyMessages.notFound);
  return { request, store: store.store };
}

async function view(
  deps: AppDeps,
  store: { name: string; phone: string; guestLanguages: GuestLanguage[] },
  request: NotifyRequestRecord,
): Promise<NotifyPageView> {
  const now = deps.clock.now();
  const open = request.status === "waiting" || request.status === "offered";
  const onList = open
    ? (await notifyRequestsOnDate(deps.db, request.storeId, request.requestDate)).filter(
        (r) => r.status === "waiting" || r.status === "offered",
      )
    : [];
  const place = open ? onList.findIndex((r) => r.id === request.id) + 1 : 0;
  const offer =
    request.status === "offered" ? await liveOfferOfRequest(deps.db, request.storeId, request.id) : undefined;
  return {
    storeName: store.name,
    storePhone: store.phone,
    requestDate: request.requestDate,
    windowStart: request.windowStart,
    windowEnd: request.windowEnd,
    partySize: request.partySize,
    status: request.status,
    phoneConfirmed: request.phoneConfirmedAt !== null,
    place: place > 0 ? place : null,
    offer:
      offer && offer.expiresAt.getTime() > now.getTime()
        ? {
            slotTime: offer.slotTime,
            expiresAt: offer.expiresAt.toISOString(),
            minutesLeft: holdMinutesLeft(offer.expiresAt, now),
          }
        : null,
    language: request.language,
    languages: store.guestLanguages,
  };
}

export async function notifyPage(deps: AppDeps, token: string): Promise<NotifyPageView> {
  const { request, store } = await resolve(deps, token);
  return view(deps, store, request);
}

/** Leave the list; a second Leave changes nothing. A live offer goes to the next guest. */
export async function leaveNotifyList(deps: AppDeps, token: string): Promise<NotifyPageView> {
  const { request } = await resolve(deps, token);
  await deps.db.transaction((tx) =>
    closeRequestTx(
      tx,
      deps,
      { storeId: request.storeId, requestId: request.id, requestDate: request.requestDate },
      "left",
    ),
  );
  return notifyPage(deps, token);
}

/**
 * The page's "Take this table": a booking as reply 1 makes; after the hold, 409 with "Sorry, that table has gone to the
 * next guest"; a phone at the public page's cap of upcoming bookings, 409 with that cap's message.
 */
export async function takeNotifyOffer(deps: AppDeps, token: string): Promise<NotifyPageView> {
  const { request } = await resolve(deps, token);
  const result = await deps.db.transaction((tx) =>
    takeOfferTx(tx, deps, {
      storeId: request.storeId,
      requestId: request.id,
      requestDate: request.requestDate,
    }),
  );
  if (result.outcome === "phone_limit") throw conflict(reservationMessages.tooManyForPhone);
  if (result.outcome === "gone" || result.outcome === "no_offer") throw conflict(notifyMessages.gone);
  return notifyPage(deps, token);
}
