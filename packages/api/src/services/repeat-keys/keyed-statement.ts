/**
 * A keyed write whose one SQL statement claims the Idempotency-Key itself: the walk-in joins and the public booking
 * (docs/architecture.md "Writes safe to repeat"). runKeyed's transaction would hold the store's ticket lock across the
 * key's round trips (claim, savepoint, join, keep the answer, commit); here the claim and the record of the entry made
 * are part of the join's own statement (seatline_join with its key, packages/db/sql/functions), so the lock is held for
 * no round trip to the server, and the sealed answer is kept by a statement of its own once the join has committed.
 *
 * 1. The call's key travels in its request context (the procedure's `ctx.statementKey`, the legacy path's
 *    `statementKey`), never in the deps: the procedure hands it to its service, whose statement claims it before the
 *    ticket lock (a call of the same key still running is waited for on the key's row), joins, and records the entry
 *    on the row.
 * 2. A key the statement finds taken is a repeat. A kept answer is a returned value: the service returns a KeyedRepeat
 *    instead of its own result, and the procedure answers the kept answer (answerOf). A row whose entry is recorded
 *    but whose answer is not kept yet (being kept, or the process stopped in between) has the join answer that entry,
 *    as it is now, instead of writing; the key with another body is a 422.
 * 3. A call refused before its statement (the waitlist closed since, closed hours, a rate limit) reads the key's row:
 *    a repeat of a call that was made is answered as in 2 (with `made` set, the call runs again and answers the
 *    entry at once), so a refusal never replaces a first answer. Only refused calls pay for this read.
 * 4. The answer is sealed and kept on the row, unless a repeat that answered from the entry kept one first (then the
 *    repeat and the first call both answer the kept one: the entry may have changed in between, a re-quote). A call
 *    whose statement wrote nothing (a phone already waiting: the claim is dropped in the statement) claims the key and
 *    keeps its answer in a transaction of its own.
 * Errors before or in the statement keep no key, so a refused call's retry runs again, as with runKeyed.
 */
import {
  claimRepeatKey,
  type Executor,
  findRepeatKey,
  keepRepeatAnswer,
  type RepeatKeyRow,
  type StatementKeyClaim,
  saveRepeatKeyResponse,
} from "@seatline/db";
import { conflict, DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import {
  ALREADY_MADE_MESSAGE,
  type KeyedCall,
  type KeyedOutcome,
  keepOf,
  keptAnswer,
  openKept,
  REPEAT_KEY_TTL_MS,
  sealKept,
} from "./keyed-write";
import { KEY_REUSED_MESSAGE, repeatKeySecrets, repeatScope } from "./repeat-key";

/** The key one keyed call hands to its one statement, and what the statement did with it. */
export interface StatementKey {
  readonly claim: StatementKeyClaim;
  /** The id of what an earlier call of this key made, its answer not kept: the call answers it instead of writing. */
  made: number | null;
  /**
   * unused: no statement took the key; claimed: this call's statement claimed it and made its entry; repeat: the call
   * answers what an earlier call of the key made; answered: the call answers an earlier call's kept answer.
   */
  state: "unused" | "claimed" | "repeat" | "answered";
  /** An earlier call's kept answer, opened with this call's key and its procedure's rule (a 409 if none is kept). */
  readonly keptOf: (found: RepeatKeyRow) => unknown;
}

/** What a keyed service returns instead of its own result when an earlier call of the key kept its answer. */
export class KeyedRepeat {
  constructor(readonly found: RepeatKeyRow) {}
}

export function isRepeat(value: unknown): value is KeyedRepeat {
  return value instanceof KeyedRepeat;
}

/**
 * What a keyed procedure answers: its service's own result, or the kept answer of the earlier call of its key, which
 * is the JSON the first call's result went out as (so it is answered as that result's type).
 */
export function answerOf<T>(key: StatementKey | undefined, result: T | KeyedRepeat): T {
  if (!isRepeat(result)) return result;
  if (!key) throw new Error("a repeat answered without the call's key");
  key.state = "answered";
  return key.keptOf(result.found) as T;
}

/** How long a repeat waits for the first call's kept answer: 20 looks, 25 ms apart. */
const KEPT_WAIT = { looks: 20, everyMs: 25 };

/**
 * A repeat that found the key's entry made and no answer kept: the first call is usually still finishing (a join
 * re-quotes its entry after the statement, then keeps its answer), and the entry read now could answer another quote
 * than the first call. So the repeat waits a moment for the kept answer (answered as the first) and answers the entry
 * as it is only when none comes (null: the first call's process stopped in between).
 */
export async function awaitKeptAnswer(db: Executor, key: StatementKey): Promise<KeyedRepeat | null> {
  for (let look = 0; look < KEPT_WAIT.looks; look++) {
    const found = await findRepeatKey(db, key.claim.scope, key.claim.keyHash, key.claim.expiredBefore);
    if (found?.response != null) return new KeyedRepeat(found);
    await new Promise((resolve) => setTimeout(resolve, KEPT_WAIT.everyMs));
  }
  return null;
}

/**
 * What a keyed statement does with a key it found taken: answers the id of what that call made (the call then answers
 * it), or a KeyedRepeat when that call's answer is kept; another request under the key is a 422.
 */
export function keyTaken(key: StatementKey, found: RepeatKeyRow): number | KeyedRepeat {
  if (found.fingerprint !== key.claim.fingerprint)
    throw new DomainError("UNPROCESSABLE_CONTENT", KEY_REUSED_MESSAGE);
  if (found.response !== null || found.madeRef === null) return new KeyedRepeat(found);
  key.state = "repeat";
  // made_ref is the id XOR the key's 31-bit mask (both below 2^31, so JavaScript's 32-bit XOR undoes it).
  return found.madeRef ^ key.claim.mask;
}

export async function runKeyedStatement<T>(
  deps: AppDeps,
  call: KeyedCall,
  write: (key: StatementKey) => Promise<{ value: T; answer: unknown }>,
): Promise<KeyedOutcome<T>> {
  const { scope, storeId } = repeatScope(call.session);
  const secrets = repeatKeySecrets(call.key, scope);
  const now = deps.clock.now();
  const keptOf = (found: RepeatKeyRow): unknown => {
    // Only a row kept whole in one transaction (runKeyed's, or step 3's) has neither an answer nor an entry.
    if (found.response === null) throw conflict(ALREADY_MADE_MESSAGE);
    return keptAnswer(openKept(secrets, found.response), call.rule);
  };
  const key: StatementKey = {
    claim: {
      scope,
      keyHash: secrets.keyHash,
      storeId,
      fingerprint: secrets.fingerprint(call.call, call.body),
      now,
      expiredBefore: new Date(now.getTime() - REPEAT_KEY_TTL_MS),
      mask: secrets.mask,
    },
    made: null,
    state: "unused",
    keptOf,
  };
  let ran: { value: T; answer: unknown };
  try {
    ran = await write(key);
  } catch (err) {
    if (key.state !== "unused" || !domainErrorIn(err)) throw err;
    const found = await findRepeatKey(deps.db, scope, secrets.keyHash, key.claim.expiredBefore);
    if (!found) throw err;
    const taken = keyTaken(key, found);
    if (isRepeat(taken)) return { replayed: true, answer: keptOf(taken.found) };
    key.made = taken;
    ran = await write(key);
  }
  // The procedure answered an earlier call's kept answer (answerOf): nothing more to keep.
  if (key.state === "answered") return { replayed: true, answer: ran.answer };
  const { sealed, refs } = sealKept(secrets, keepOf(ran.answer, call.rule));
  if (key.state === "claimed") {
    const kept = await keepRepeatAnswer(deps.db, scope, secrets.keyHash, sealed, refs);
    // A repeat answered from the entry and kept that answer first (the join re-quoted its entry after the statement,
    // while the repeat read it): one key has one answer, so this call answers the kept one too.
    if (kept !== null && kept !== sealed)
      return { replayed: true, answer: keptAnswer(openKept(secrets, kept), call.rule) };
    return { replayed: false, value: ran.value };
  }
  if (key.state === "repeat") {
    const kept = (await keepRepeatAnswer(deps.db, scope, secrets.keyHash, sealed, refs)) ?? sealed;
    return { replayed: true, answer: keptAnswer(openKept(secrets, kept), call.rule) };
  }
  // The statement wrote nothing and dropped its claim: the answer is kept as runKeyed keeps one.
  return deps.db.transaction(async (tx): Promise<KeyedOutcome<T>> => {
    const found = await claimRepeatKey(tx, key.claim);
    if (found.claimed) {
      await saveRepeatKeyResponse(tx, scope, secrets.keyHash, sealed, refs);
      return { replayed: false, value: ran.value };
    }
    if (found.fingerprint !== key.claim.fingerprint)
      throw new DomainError("UNPROCESSABLE_CONTENT", KEY_REUSED_MESSAGE);
    // Another call of the key answered meanwhile: its answer is the first one. One that made the entry and has not
    // kept its answer yet (this call found its phone waiting) gets this answer kept now, and answers it too: the entry
    // may change between the two (the join re-quotes it), and one key has one answer.
    if (found.response !== null) return { replayed: true, answer: keptOf(found) };
    const kept = (await keepRepeatAnswer(tx, scope, secrets.keyHash, sealed, refs)) ?? sealed;
    return { replayed: true, answer: keptAnswer(openKept(secrets, kept), call.rule) };
  });
}

/** A refusal (a DomainError as thrown, or as tRPC hands it back): not a failure of the server or the database. */
function domainErrorIn(err: unknown): boolean {
  return err instanceof DomainError || (err as { cause?: unknown } | null)?.cause instanceof DomainError;
}
