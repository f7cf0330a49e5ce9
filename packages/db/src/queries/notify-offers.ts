/** The notify list's rows (docs/product.md#notify-me). Every query is filtered by store_id, except the due-offer scan. */
import {
  NOTIFY_CUTOFF_RANGE,
  NOTIFY_HOLD_RANGE,
  NOTIFY_HOLD_SHARE_RANGE,
  OPEN_NOTIFY_STATUSES,
} from "@seatline/domain";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { notifyOffers, notifyRequests, notifySettings } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";

export type NotifyRequestRecord = typeof notifyRequests.$inferSelect;
export type NotifyOfferRecord = typeof notifyOffers.$inferSelect;
export type NewNotifyRequest = Omit<typeof notifyRequests.$inferInsert, "id" | "storeId">;
export type NewNotifyOffer = Omit<typeof notifyOffers.$inferInsert, "id" | "storeId">;

export async function insertNotifyRequest(
  db: Executor,
  storeId: string,
  values: NewNotifyRequest,
): Promise<NotifyRequestRecord> {
  const [row] = await db
    .insert(notifyRequests)
    .values({ ...values, storeId })
    .returning();
  if (!row) throw new Error("notify request insert returned nothing");
  return row;
}

/** An open request (waiting or offered) of the phone on the date, if any. */
export async function openRequestOfPhone(
  db: Executor,
  storeId: string,
  date: string,
  phone: string,
): Promise<NotifyRequestRecord | undefined> {
  const [row] = await db
    .select()
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        eq(notifyRequests.requestDate, date),
        eq(notifyRequests.guestPhone, phone),
        inArray(notifyRequests.status, [...OPEN_NOTIFY_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** Open requests (waiting or offered) of the phone at the store for `fromDate` or later (the per-phone cap). */
export async function countOpenRequestsOfPhone(
  db: Executor,
  storeId: string,
  phone: string,
  fromDate: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        eq(notifyRequests.guestPhone, phone),
        gte(notifyRequests.requestDate, fromDate),
        inArray(notifyRequests.status, [...OPEN_NOTIFY_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Notify-list texts (on the list, offers) queued to the phone by the store since `since`, counted from the outbox as
 * the remote join's link texts are (countJoinTextsSince): every server process sees the same count. Texts kept only
 * as skipped (a phone that cannot be texted) were never sent and do not count.
 */
export async function countNotifyTextsSince(
  db: Executor,
  storeId: string,
  phone: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, storeId),
        eq(messages.toPhone, phone),
        inArray(messages.kind, ["notify_listed", "notify_offer"]),
        ne(messages.status, "skipped"),
        gte(messages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function findNotifyRequest(
  db: Executor,
  storeId: string,
  id: number,
  forUpdate = false,
): Promise<NotifyRequestRecord | undefined> {
  const q = db
    .select()
    .from(notifyRequests)
    .where(and(eq(notifyRequests.storeId, storeId), eq(notifyRequests.id, id)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

/** The request a guest page token opens (any store: the token names it). */
export async function findNotifyRequestByTokenHash(
  db: Executor,
  tokenHash: string,
  forUpdate = false,
): Promise<NotifyRequestRecord | undefined> {
  const q = db.select().from(notifyRequests).where(eq(notifyRequests.tokenHash, tokenHash));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

export async function updateNotifyRequest(
  db: Executor,
  storeId: string,
  id: number,
  values: Partial<NewNotifyRequest>,
): Promise<NotifyRequestRecord> {
  const [row] = await db
    .update(notifyRequests)
    .set(values)
    .where(and(eq(notifyRequests.storeId, storeId), eq(notifyRequests.id, id)))
    .returning();
  if (!row) throw new Error("notify request update returned nothing");
  return row;
}

/** The requests of a date, earliest first (all statuses). */
export async function notifyRequestsOnDate(
  db: Executor,
  storeId: string,
  date: string,
): Promise<NotifyRequestRecord[]> {
  return db
    .select()
    .from(notifyRequests)
    .where(and(eq(notifyRequests.storeId, storeId), eq(notifyRequests.requestDate, date)))
    .orderBy(asc(notifyRequests.createdAt), asc(notifyRequests.id));
}

/** The requests of a date still waiting for an offer, earliest first. */
export async function waitingRequestsOnDate(
  db: Executor,
  storeId: string,
  date: string,
): Promise<NotifyRequestRecord[]> {
  return db
    .select()
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        eq(notifyRequests.requestDate, date),
        eq(notifyRequests.status, "waiting"),
      ),
    )
    .orderBy(asc(notifyRequests.createdAt), asc(notifyRequests.id));
}

/** Dates from `fromDate` on with a request still waiting (a raised capacity reaches each of them). */
export async function datesWithWaitingRequests(
  db: Executor,
  storeId: string,
  fromDate: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: notifyRequests.requestDate })
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        gte(notifyRequests.requestDate, fromDate),
        eq(notifyRequests.status, "waiting"),
      ),
    )
    .orderBy(asc(notifyRequests.requestDate));
  return rows.map((r) => r.date);
}

/** Every (store, date) with a request still waiting, from a date on (the dispatcher's catch-up after quiet hours). */
export async function storeDatesWithWaitingRequests(
  db: Executor,
  fromDate: string,
): Promise<{ storeId: string; date: string }[]> {
  return db
    .selectDistinct({ storeId: notifyRequests.storeId, date: notifyRequests.requestDate })
    .from(notifyRequests)
    .where(and(gte(notifyRequests.requestDate, fromDate), eq(notifyRequests.status, "waiting")));
}

/** Phones holding an open booking (PENDING or CONFIRMED) on the date: never offered a table there. */
export async function phonesBookedOnDate(db: Executor, storeId: string, date: string): Promise<Set<string>> {
  const rows = await db
    .select({ phone: reservations.guestPhone })
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.reservationDate, date),
        inArray(reservations.status, ["PENDING", "CONFIRMED"]),
      ),
    );
  return new Set(rows.map((r) => r.phone));
}

export async function insertNotifyOffer(
  db: Executor,
  storeId: string,
  values: NewNotifyOffer,
): Promise<NotifyOfferRecord> {
  const [row] = await db
    .insert(notifyOffers)
    .values({ ...values, storeId })
    .returning();
  if (!row) throw new Error("notify offer insert returned nothing");
  return row;
}

export async function updateNotifyOffer(
  db: Executor,
  storeId: string,
  id: number,
  values: Partial<NewNotifyOffer>,
): Promise<NotifyOfferRecord> {
  const [row] = await db
    .update(notifyOffers)
    .set(values)
    .where(and(eq(notifyOffers.storeId, storeId), eq(notifyOffers.id, id)))
    .returning();
  if (!row) throw new Error("notify offer update returned nothing");
  return row;
}

/** Every offer of the date (for "not the same time twice to one request" and the host's list). */
export async function offersOnDate(
  db: Executor,
  storeId: string,
  date: string,
): Promise<NotifyOfferRecord[]> {
  return db
    .select()
    .from(notifyOffers)
    .where(and(eq(notifyOffers.storeId, storeId), eq(notifyOffers.offerDate, date)))
    .orderBy(asc(notifyOffers.offeredAt), asc(notifyOffers.id));
}

/** The request's live offer, row-locked when asked. */
export async function liveOfferOfRequest(
  db: Executor,
  storeId: string,
  requestId: number,
  forUpdate = false,
): Promise<NotifyOfferRecord | undefined> {
  const q = db
    .select()
    .from(notifyOffers)
    .where(
      and(
        eq(notifyOffers.storeId, storeId),
        eq(notifyOffers.requestId, requestId),
        eq(notifyOffers.status, "offered"),
      ),
    );
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

/** The latest offer of a request, any status (a reply after the hold ran out hears it went on). */
export async function latestOfferOfRequest(
  db: Executor,
  storeId: string,
  requestId: number,
): Promise<NotifyOfferRecord | undefined> {
  const [row] = await db
    .select()
    .from(notifyOffers)
    .where(and(eq(notifyOffers.storeId, storeId), eq(notifyOffers.requestId, requestId)))
    .orderBy(sql`${notifyOffers.id} desc`)
    .limit(1);
  return row;
}

/** Live offers whose hold ran out by `now`, any store, oldest first. */
export async function dueNotifyOffers(
  db: Executor,
  now: Date,
  limit = 50,
): Promise<Pick<NotifyOfferRecord, "id" | "storeId" | "offerDate">[]> {
  return db
    .select({ id: notifyOffers.id, storeId: notifyOffers.storeId, offerDate: notifyOffers.offerDate })
    .from(notifyOffers)
    .where(and(eq(notifyOffers.status, "offered"), lte(notifyOffers.expiresAt, now)))
    .orderBy(asc(notifyOffers.expiresAt))
    .limit(limit);
}

export interface NotifySettingsRecord {
  holdMinutes: number;
  cutoffMinutes: number;
  quietHours: boolean;
  holdSharePercent: number;
}

export async function getNotifySettings(db: Executor, storeId: string): Promise<NotifySettingsRecord> {
  const [row] = await db
    .select({
      holdMinutes: notifySettings.holdMinutes,
      cutoffMinutes: notifySettings.cutoffMinutes,
      quietHours: notifySettings.quietHours,
      holdSharePercent: notifySettings.holdSharePercent,
    })
    .from(notifySettings)
    .where(eq(notifySettings.storeId, storeId));
  return (
    row ?? {
      holdMinutes: NOTIFY_HOLD_RANGE.default,
      cutoffMinutes: NOTIFY_CUTOFF_RANGE.default,
      quietHours: true,
      holdSharePercent: NOTIFY_HOLD_SHARE_RANGE.default,
    }
  );
}

export async function saveNotifySettings(
  db: Executor,
  storeId: string,
  values: NotifySettingsRecord,
): Promise<NotifySettingsRecord> {
  await db
    .insert(notifySettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: notifySettings.storeId, set: values });
  return values;
}

export async function findNotifyOffer(
  db: Executor,
  storeId: string,
  id: number,
  forUpdate = false,
): Promise<NotifyOfferRecord | undefined> {
  const q = db
    .select()
    .from(notifyOffers)
    .where(and(eq(notifyOffers.storeId, storeId), eq(notifyOffers.id, id)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

/** Requests made and offers sent in [start, end) (Reports' notify figures). */
export async function notifyReportRows(db: Executor, storeId: string, start: Date, end: Date) {
  const [requests] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.storeId, storeId),
        gte(notifyRequests.createdAt, start),
        sql`${notifyRequests.createdAt} < ${end.toISOString()}`,
      ),
    );
  const offers = await db
    .select({
      status: notifyOffers.status,
      partySize: notifyOffers.partySize,
      offeredBy: notifyOffers.offeredBy,
      freedAt: notifyOffers.freedAt,
      settledAt: notifyOffers.settledAt,
    })
    .from(notifyOffers)
    .where(
      and(
        eq(notifyOffers.storeId, storeId),
        gte(notifyOffers.offeredAt, start),
        sql`${notifyOffers.offeredAt} < ${end.toISOString()}`,
      ),
    );
  return { requests: Number(requests?.n ?? 0), offers };
}

/** One batch of the notify export: offers of dates in the span (all when null), by id, with their guest. */
export async function notifyOfferExportBatch(
  db: Executor,
  storeId: string,
  span: { from: string; to: string } | null,
  afterId: number,
  limit: number,
) {
  return db
    .select({
      id: notifyOffers.id,
      offerDate: notifyOffers.offerDate,
      slotTime: notifyOffers.slotTime,
      partySize: notifyOffers.partySize,
      guestName: notifyRequests.guestName,
      guestPhone: notifyRequests.guestPhone,
      status: notifyOffers.status,
      offeredBy: notifyOffers.offeredBy,
      freedAt: notifyOffers.freedAt,
      offeredAt: notifyOffers.offeredAt,
      expiresAt: notifyOffers.expiresAt,
      settledAt: notifyOffers.settledAt,
    })
    .from(notifyOffers)
    .innerJoin(notifyRequests, eq(notifyRequests.id, notifyOffers.requestId))
    .where(
      and(
        eq(notifyOffers.storeId, storeId),
        sql`${notifyOffers.id} > ${afterId}`,
        span ? and(gte(notifyOffers.offerDate, span.from), lte(notifyOffers.offerDate, span.to)) : undefined,
      ),
    )
    .orderBy(asc(notifyOffers.id))
    .limit(limit);
}

/**
 * Marks the phone's open requests confirmed, as its reply 1 to their first text does (the bench's requests, whose
 * phones cannot reply).
 */
export async function markNotifyPhoneConfirmed(db: Executor, phone: string, at: Date): Promise<void> {
  await db
    .update(notifyRequests)
    .set({ phoneConfirmedAt: at })
    .where(
      and(eq(notifyRequests.guestPhone, phone), inArray(notifyRequests.status, [...OPEN_NOTIFY_STATUSES])),
    );
}

/** Whether an offer text to the phone stands in the outbox (the bench's cancel → offer row). */
export async function hasOfferTextTo(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.toPhone, phone), eq(messages.kind, "notify_offer")))
    .limit(1);
  return row !== undefined;
}
