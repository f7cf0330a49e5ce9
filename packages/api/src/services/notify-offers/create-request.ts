/**
 * A guest asks to be told when a table frees (docs/product.md#notify-me), from the public page: the same phone rules
 * as a booking, one open request per phone, store and date, the public-write limits at the door. Refused with a 4xx
 * and nothing written: a past date or one the store does not book, a window outside the date's opening hours or
 * already past, a party larger than a slot seats, a window where a table is still free for the party (the guest
 * books it instead: a request for a free time would only take the table away from the public page), and past the
 * limits (notify-limits.ts): per address and store an hour, open requests and texts per phone. The request, its
 * text with the guest's page (asking the phone to reply 1 before any table is held for it) and the store event
 * commit together.
 */
import {
  activeBookingsOnDate,
  countOpenRequestsOfPhone,
  insertNotifyRequest,
  isUniqueViolation,
  linkGuestProfile,
  lockStoreDate,
  lockStorePhone,
  openRequestOfPhone,
} from "@seatline/db";
import {
  badRequest,
  conflict,
  DomainError,
  dateRefusal,
  fitsInSlot,
  isFutureSlot,
  NOTIFY_OPEN_REQUESTS_PER_PHONE,
  notifyListedText,
  notifyMessages,
  offeredGuestLanguage,
  type PublicNotifyRequestInput,
  partyTooLargeMessage,
  reservationMessages,
  slotsInWindow,
  slotTimesForDate,
  slotUsage,
  windowRefusal,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import { loadBookingRules } from "../reservations/date-rules";
import { storeBySlugs, storeNow } from "../reservations/store-context";
import { countNotifyRequestAt, countNotifyRequestFrom, notifyTextAllowed } from "./notify-limits";
import { newNotifyToken, notifyPageUrl } from "./notify-link";

export interface NotifyRequestCreated {
  restaurantName: string;
  requestDate: string;
  windowStart: string;
  windowEnd: string;
  partySize: number;
}

export async function createNotifyRequest(
  deps: AppDeps,
  input: PublicNotifyRequestInput,
  ip: string,
): Promise<NotifyRequestCreated> {
  await countNotifyRequestFrom(deps, ip);
  const target = await storeBySlugs(deps.db, input.companySlug, input.storeSlug);
  const { store } = target;
  const now = deps.clock.now();
  const { today, nowMinutes } = storeNow(store.timezone, now);
  const language = offeredGuestLanguage(input.language, store.guestLanguages);
  if (input.requestDate < today) throw badRequest(notifyMessages.pastDate, "requestDate");
  try {
    await deps.db.transaction(async (tx) => {
      // The one order every public booking takes its locks in: the phone, then the date.
      await lockStorePhone(tx, store.id, input.guestPhone);
      await lockStoreDate(tx, store.id, input.requestDate);
      const rules = await loadBookingRules(tx, store.id, today, null, "public");
      if (!rules.config.newReservationsEnabled) {
        throw new DomainError("PRECONDITION_FAILED", reservationMessages.disabled);
      }
      const refusal = dateRefusal(input.requestDate, rules.dateRules);
      if (refusal) throw badRequest(refusal, "requestDate");
      const window = { windowStart: input.windowStart, windowEnd: input.windowEnd };
      const windowProblem = windowRefusal(
        store.hours,
        input.requestDate,
        rules.config.reservationIntervalMinutes,
        window,
      );
      if (windowProblem) throw badRequest(windowProblem, "windowStart");
      const slots = slotsInWindow(
        slotTimesForDate(store.hours, input.requestDate, rules.config.reservationIntervalMinutes),
        window,
      );
      const ahead = slots.filter((t) => isFutureSlot(input.requestDate, t, today, nowMinutes));
      if (ahead.length === 0) {
        throw badRequest(notifyMessages.windowPast, "windowStart");
      }
      if (input.partySize > rules.config.maxPersonsPerInterval) {
        throw badRequest(partyTooLargeMessage(rules.config.maxPersonsPerInterval), "partySize");
      }
      // Only a full time can be asked for: counted as the public page counts it (bookings and live offers), under the
      // date's lock, so the answer holds until this request is written.
      const holding = await activeBookingsOnDate(tx, store.id, input.requestDate);
      if (ahead.some((t) => fitsInSlot(slotUsage(t, holding, rules.config), input.partySize))) {
        throw badRequest(notifyMessages.stillFree, "windowStart");
      }
      if (await openRequestOfPhone(tx, store.id, input.requestDate, input.guestPhone)) {
        throw conflict(notifyMessages.duplicate);
      }
      // Under the phone's lock, so parallel requests naming one phone are counted one after another.
      if (
        (await countOpenRequestsOfPhone(tx, store.id, input.guestPhone, today)) >=
        NOTIFY_OPEN_REQUESTS_PER_PHONE
      ) {
        throw conflict(notifyMessages.tooManyOpen);
      }
      if (!(await notifyTextAllowed(tx, store.id, input.guestPhone, now))) {
        throw new DomainError("TOO_MANY_REQUESTS", notifyMessages.textsUsedUp);
      }
      await countNotifyRequestAt(deps, store.id);
      const { token, tokenHash } = newNotifyToken();
      const row = await insertNotifyRequest(tx, store.id, {
        requestDate: input.requestDate,
        partySize: input.partySize,
        windowStart: input.windowStart,
        windowEnd: input.windowEnd,
        guestName: input.guestName,
        guestPhone: input.guestPhone,
        language,
        tokenHash,
        status: "waiting",
        createdAt: now,
        updatedAt: now,
        // The guest book learns of the request in it (docs/product.md#guest-book).
        profileId: await linkGuestProfile(tx, store.id, { phone: input.guestPhone, name: input.guestName }),
      });
      await queueText(
        tx,
        {
          storeId: store.id,
          kind: "notify_listed",
          toPhone: input.guestPhone,
          body: notifyListedText({
            storeName: store.name,
            requestDate: row.requestDate,
            windowStart: row.windowStart,
            windowEnd: row.windowEnd,
            partySize: row.partySize,
            link: notifyPageUrl(deps.config.publicUrl, token),
            language,
          }),
          notifyRequestId: row.id,
          language,
          // Anyone may type any phone here: it counts against the phone (seatline_recipient_held).
          bounded: true,
        },
        now,
      );
      await emitStoreEvent(tx, store.id, "reservations");
    });
  } catch (err) {
    // The open-request index is the last word when two requests of one phone race past the check.
    if (isUniqueViolation(err)) throw conflict(notifyMessages.duplicate);
    throw err;
  }
  return {
    restaurantName: target.company.name,
    requestDate: input.requestDate,
    windowStart: input.windowStart,
    windowEnd: input.windowEnd,
    partySize: input.partySize,
  };
}
