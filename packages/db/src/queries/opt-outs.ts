/**
 * Texting opt-outs per (sending number, phone) (docs/architecture.md#texting). Phones are 10 digits. A store texts from
 * its own number (`stores.sms_from`) when it has one, else from the shared number: its opt-out scope is that number,
 * or "shared". STOP to the shared number stops every store on it; START undoes it for all of them.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { stores } from "../schema/tenancy";
import { smsOptOuts } from "../schema/texting";
import { rowsOf } from "./column-json";

/** The scope of every store that has no number of its own. */
export const SHARED_SMS_SCOPE = "shared";

/** The opt-out scope of a store's texts: its own number, or the shared one. */
const storeScope = (storeId: string) =>
  sql`(select coalesce(${stores.smsFrom}, ${SHARED_SMS_SCOPE}) from ${stores} where ${stores.id} = ${storeId})`;

export async function smsScopeOfStore(db: Executor, storeId: string): Promise<string> {
  return (await storeSendingNumber(db, storeId)) ?? SHARED_SMS_SCOPE;
}

/** A store's own sending number (E.164), or null when it texts from the shared one. */
export async function storeSendingNumber(db: Executor, storeId: string): Promise<string | null> {
  const [row] = await db.select({ smsFrom: stores.smsFrom }).from(stores).where(eq(stores.id, storeId));
  return row?.smsFrom ?? null;
}

/**
 * The scope a reply to `toNumber` speaks for: a store's own number (and that store, whose name a STOP's answer carries
 * even when the phone never got a text from it), or the shared one (no one store).
 */
export async function smsScopeOfNumber(
  db: Executor,
  toNumber: string,
): Promise<{ scope: string; ownerStoreId: string | null }> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.smsFrom, toNumber)).limit(1);
  return row ? { scope: toNumber, ownerStoreId: row.id } : { scope: SHARED_SMS_SCOPE, ownerStoreId: null };
}

/** Whether a text from this store to `phone` is blocked by an opt-out of the store's sending number (seatline_opted_out). */
export async function isOptedOut(db: Executor, storeId: string, phone: string): Promise<boolean> {
  const [row] = rowsOf<{ out: boolean }>(
    await db.execute(sql`select seatline_opted_out(${storeId}::uuid, ${phone}::text) as out`),
  );
  return row?.out === true;
}

export async function isOptedOutOfScope(db: Executor, scope: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.scope, scope), eq(smsOptOuts.phone, phone)));
  return row !== undefined;
}

/** Opts `phone` out of the scope; `storeId` records which store the STOP was about, when known. */
export async function optOutOfScope(
  db: Executor,
  scope: string,
  phone: string,
  storeId: string | null,
  at: Date,
): Promise<void> {
  await db.insert(smsOptOuts).values({ scope, storeId, phone, createdAt: at }).onConflictDoNothing();
}

export async function optInToScope(db: Executor, scope: string, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(and(eq(smsOptOuts.scope, scope), eq(smsOptOuts.phone, phone)));
}

/** Opts `phone` out of the texts of this store's sending number (and so of every store sharing it). */
export async function optOut(db: Executor, storeId: string, phone: string, at: Date): Promise<void> {
  await optOutOfScope(db, await smsScopeOfStore(db, storeId), phone, storeId, at);
}

export async function optIn(db: Executor, storeId: string, phone: string): Promise<void> {
  await optInToScope(db, await smsScopeOfStore(db, storeId), phone);
}

/** The opted-out phones among `phones` for one store's sending number (the host's "No texts: opted out" marks). */
export async function optedOutAmong(db: Executor, storeId: string, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(sql`${smsOptOuts.scope} = ${storeScope(storeId)}`, inArray(smsOptOuts.phone, phones)));
  return new Set(rows.map((r) => r.phone));
}
