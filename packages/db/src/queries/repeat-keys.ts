/** Idempotency keys (schema/repeat-keys.ts): claimed in the write's transaction, answered to repeats, purged after 24 h. */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { repeatKeys } from "../schema/repeat-keys";

export interface RepeatKeyClaim {
  scope: string;
  keyHash: string;
  storeId: string | null;
  fingerprint: string;
  now: Date;
  /** Rows created before this are expired: ignored, and taken over by a new claim. */
  expiredBefore: Date;
}

/** What a claim found: the key is now this call's, or an earlier call's live row (its fingerprint and answer). */
export type RepeatKeyFound =
  | { claimed: true }
  | { claimed: false; fingerprint: string; response: string | null };

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
        set: { storeId: c.storeId, fingerprint: c.fingerprint, response: null, createdAt: c.now },
        setWhere: lt(repeatKeys.createdAt, c.expiredBefore),
      })
      .returning({ scope: repeatKeys.scope });
    if (claimed.length > 0) return { claimed: true };
    const [row] = await tx
      .select({ fingerprint: repeatKeys.fingerprint, response: repeatKeys.response })
      .from(repeatKeys)
      .where(and(eq(repeatKeys.scope, c.scope), eq(repeatKeys.keyHash, c.keyHash)));
    // Gone between the two statements (purged): claim again.
    if (row) return { claimed: false, ...row };
  }
  throw new Error("idempotency key could not be claimed");
}

/** Keeps the answer on the claimed row, in the same transaction as the write. */
export async function saveRepeatKeyResponse(
  tx: Executor,
  scope: string,
  keyHash: string,
  response: string,
): Promise<void> {
  await tx
    .update(repeatKeys)
    .set({ response })
    .where(and(eq(repeatKeys.scope, scope), eq(repeatKeys.keyHash, keyHash)));
}

/** Deletes the rows created before `expiredBefore`; answers how many. */
export async function purgeRepeatKeys(db: Executor, expiredBefore: Date): Promise<number> {
  const rows = await db
    .delete(repeatKeys)
    .where(lt(repeatKeys.createdAt, expiredBefore))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
