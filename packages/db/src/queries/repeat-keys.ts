/**
 * Idempotency keys (schema/repeat-keys.ts): claimed in the write's transaction, or by the write's one statement (a join
 * or a booking: seatline_claim_key, packages/db/sql/functions), answered to repeats, purged after 24 h, and blanked when a guest they name is
 * erased.
 */
import { createHash } from "node:crypto";
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { repeatKeys } from "../schema/repeat-keys";
import { rowsOf } from "./column-json";

/**
 * What a kept answer becomes when a guest it names is erased: not a sealed answer (those start "v1."), so a repeat of
 * the key finds the call made and its answer gone (a 409), and the write is still never made twice.
 */
export const ERASED_ANSWER = "erased";

/**
 * How a kept answer names its guests (drizzle/0027): a phone by 24 bits of its SHA-256, which hundreds of possible
 * phones share, so the table reads no phone while an erase still finds every answer naming one (and, rarely, blanks
 * an answer of another phone sharing the digest: its repeat is then a 409, its write still made once); a walk-in or a
 * booking by its id. Used for both sides, the answer kept and the guest erased, so the two always agree.
 */
export const guestRefs = {
  phone: (digits: string) => `p${createHash("sha256").update(digits).digest("hex").slice(0, 6)}`,
  entry: (id: number) => `e${id}`,
  booking: (id: number) => `b${id}`,
};

/** Refs as the row keeps them: a SQL text[] (one parameter per ref, as both drivers take them), null for none. */
const refsArray = (refs: readonly string[]) =>
  refs.length > 0
    ? sql`array[${sql.join(
        refs.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[]`
    : sql`null::text[]`;

export interface RepeatKeyClaim {
  scope: string;
  keyHash: string;
  storeId: string | null;
  fingerprint: string;
  now: Date;
  /** Rows created before this are expired: ignored, and taken over by a new claim. */
  expiredBefore: Date;
}

/** A live row of another call of the key: its fingerprint, its sealed answer and what it made (masked), if kept. */
export interface RepeatKeyRow {
  fingerprint: string;
  response: string | null;
  madeRef: number | null;
}

/** What a claim found: the key is now this call's, or an earlier call's live row. */
export type RepeatKeyFound = { claimed: true } | ({ claimed: false } & RepeatKeyRow);

/** A claim made by a keyed statement (seatline_claim_key): the claim, and the mask its `made_ref` is kept under. */
export interface StatementKeyClaim extends RepeatKeyClaim {
  /** 31 bits derived from the client's key; never stored. */
  mask: number;
}

/** The claim as the statement's `p_key` argument (JSON; see packages/db/sql/functions/seatline_claim_key.sql). */
export function statementKeyJson(c: StatementKeyClaim): string {
  return JSON.stringify({
    scope: c.scope,
    key_hash: c.keyHash,
    store_id: c.storeId,
    fingerprint: c.fingerprint,
    now: c.now.toISOString(),
    expired_before: c.expiredBefore.toISOString(),
    mask: c.mask,
  });
}

/** A key's row as a keyed statement answers it (`{fingerprint, response, made_ref}`). */
export function repeatKeyRowOf(json: {
  fingerprint: string;
  response: string | null;
  made_ref: unknown;
}): RepeatKeyRow {
  return {
    fingerprint: json.fingerprint,
    response: json.response,
    madeRef: json.made_ref === null || json.made_ref === undefined ? null : Number(json.made_ref),
  };
}

/**
 * The key's live row, read without a lock before a keyed statement runs: a repeat of a finished call is answered
 * without running it again. Null when the key is free (or only an expired row holds it).
 */
export async function findRepeatKey(
  db: Executor,
  scope: string,
  keyHash: string,
  expiredBefore: Date,
): Promise<RepeatKeyRow | null> {
  const [row] = await db
    .select({
      fingerprint: repeatKeys.fingerprint,
      response: repeatKeys.response,
      madeRef: repeatKeys.madeRef,
    })
    .from(repeatKeys)
    .where(
      and(
        eq(repeatKeys.scope, scope),
        eq(repeatKeys.keyHash, keyHash),
        gte(repeatKeys.createdAt, expiredBefore),
      ),
    );
  return row ? { ...row, madeRef: row.madeRef === null ? null : Number(row.madeRef) } : null;
}

/**
 * Keeps the sealed answer on a row a keyed statement claimed, unless an answer is kept already (a repeat that answered
 * from what the call made got there first); answers the answer the row now holds, in one statement.
 */
export async function keepRepeatAnswer(
  db: Executor,
  scope: string,
  keyHash: string,
  response: string,
  refs: readonly string[],
): Promise<string | null> {
  const [row] = rowsOf<{ response: string | null }>(
    await db.execute(sql`with kept as (
        update idempotency_keys set response = ${response}, guest_refs = ${refsArray(refs)}
          where scope = ${scope} and key_hash = ${keyHash} and response is null
          returning response)
      select response from kept
      union all
      select response from idempotency_keys
        where scope = ${scope} and key_hash = ${keyHash} and not exists (select 1 from kept)`),
  );
  return row?.response ?? null;
}

/**
 * Claims the key inside the caller's transaction: one insert on the (scope, key) primary key, taking over an expired
 * row. A second call with the same key waits here on the first one's uncommitted row; when that commits, it finds the
 * row (with the first answer), and when it rolls back, the key is free and the second call claims it.
 */
export async function claimRepeatKey(tx: Executor, c: RepeatKeyClaim): Promise<RepeatKeyFound> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await tx
      .insert(repeatKeys)
      .values({
        scope: c.scope,
        keyHash: c.keyHash,
        storeId: c.storeId,
        fingerprint: c.fingerprint,
        createdAt: c.now,
      })
      .onConflictDoUpdate({
        target: [repeatKeys.scope, repeatKeys.keyHash],
        set: {
          storeId: c.storeId,
          fingerprint: c.fingerprint,
          response: null,
          madeRef: null,
          createdAt: c.now,
        },
        setWhere: lt(repeatKeys.createdAt, c.expiredBefore),
      })
      .returning({ scope: repeatKeys.scope });
    if (claimed.length > 0) return { claimed: true };
    const [row] = await tx
      .select({
        fingerprint: repeatKeys.fingerprint,
        response: repeatKeys.response,
        madeRef: repeatKeys.madeRef,
      })
      .from(repeatKeys)
      .where(and(eq(repeatKeys.scope, c.scope), eq(repeatKeys.keyHash, c.keyHash)));
    // Gone between the two statements (purged): claim again.
    if (row) return { claimed: false, ...row, madeRef: row.madeRef === null ? null : Number(row.madeRef) };
  }
  throw new Error("idempotency key could not be claimed");
}

/** Keeps the answer, with the guests it names, on the claimed row, in the same transaction as the write. */
export async function saveRepeatKeyResponse(
  tx: Executor,
  scope: string,
  keyHash: string,
  response: string,
  refs: readonly string[],
): Promise<void> {
  await tx
    .update(repeatKeys)
    .set({ response, guestRefs: refsArray(refs) })
    .where(and(eq(repeatKeys.scope, scope), eq(repeatKeys.keyHash, keyHash)));
}

/**
 * Blanks the kept answers naming any of `refs` (guestRefs) that the store's staff or a public caller got: the answer
 * becomes ERASED_ANSWER, and what the row knew of the guests goes with it. The key, its fingerprint and its time stay,
 * so a repeat is still answered without writing again. In the erase's transaction; answers how many were blanked.
 */
export async function blankRepeatAnswers(
  tx: Executor,
  storeId: string,
  refs: readonly string[],
): Promise<number> {
  if (refs.length === 0) return 0;
  const rows = await tx
    .update(repeatKeys)
    .set({ response: ERASED_ANSWER, madeRef: null, guestRefs: null })
    .where(
      and(
        sql`${repeatKeys.guestRefs} && ${refsArray(refs)}`,
        or(eq(repeatKeys.storeId, storeId), isNull(repeatKeys.storeId)),
      ),
    )
    .returning({ one: sql<number>`1` });
  return rows.length;
}

/** Deletes the rows created before `expiredBefore`; answers how many. */
export async function purgeRepeatKeys(db: Executor, expiredBefore: Date): Promise<number> {
  const rows = await db
    .delete(repeatKeys)
    .where(lt(repeatKeys.createdAt, expiredBefore))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
