/**
 * A keyed write whose one SQL statement claims the Idempotency-Key itself: the walk-in join (docs/architecture.md
 * "Writes safe to repeat"). runKeyed's transaction would hold the store's ticket lock across the key's round trips
 * (claim, savepoint, join, keep the answer, commit); here the claim and the record of the entry made are part of the
 * join's own statement (seatline_join with its key, packages/db/sql/functions), so the lock is held for no round trip to the server, and
 * the sealed answer is kept by a statement of its own once the join has committed.
 *
 * 1. The call runs with `deps.statementKey`: the join's statement claims the key before the ticket lock (a call of the
 *    same key still running is waited for on the key's row), joins, and records the entry on the row.
 * 2. A key the statement finds taken is a repeat: a kept answer is answered (KeyAnswered); a row whose entry is recorded
 *    but whose answer is not kept yet (being kept, or the process stopped in between) has the join answer that entry,
 *    as it is now, instead of writing; the key with another body is a 422.
 * 3. A call refused before its statement (the waitlist closed since, closed hours, a rate limit) reads the key's row:
 *    a repeat of a call that was made is answered as in 2 (with `made` set, the call runs again and answers the
 *    entry at once), so a refusal never replaces a first answer. Only refused calls pay for this read.
 * 4. The answer is sealed and kept on the row, unless a repeat that answered from the entry kept one first (then the
 *    repeat and the first call both answer the kept one: the entry may have changed in between, a re-quote). A call whose statement wrote nothing (a phone already
 *    waiting: the claim is dropped in the statement) claims the key and keeps its answer in a transaction of its own.
 * Errors before or in the statement keep no key, so a refused call's retry runs again, as with runKeyed.
 */
import {
  claimRepeatKey,
  type Executor,
  findRepeatKey,
  keepRepeatAnswer,
  type RepeatKeyRow,
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
import type { StatementKey } from "./statement-key";

export type { StatementKey } from "./statement-key";

/** An earlier call of the key kept its answer (or the key is another request's): thrown through the call, answered here. */
export class KeyAnswered extends Error {
  constructor(readonly found: RepeatKeyRow) {
    super("answered by an earlier call of the same idempotency key");
  }
}

/**
 * What a keyed statement does with a key it found taken: answers the id of what that call made (the call then answers
 * it); throws 422 for another request under the key, KeyAnswered when that call's answer is kept.
 */
/** How long a repeat waits for the first call's kept answer: 20 looks, 25 ms apart. */
const KEPT_WAIT = { looks: 20, everyMs: 25 };

/**
 * A repeat that found the key's entry made and no answer kept: the first call is usually still finishing (a join
 * re-quotes its entry after the statement, then keeps its answer), and the entry read now could answer another quote
 * than the first call. So the repeat waits a moment for the kept answer (KeyAnswered, answered as the first) and
 * answers the entry as it is only when none comes (the first call's process stopped in between).
 */
export async function awaitKeptAnswer(db: Executor, key: StatementKey): Promise<void> {
  for (let look = 0; look < KEPT_WAIT.looks; look++) {
    const found = await findRepeatKey(db, key.claim.scope, key.claim.keyHash, key.claim.expiredBefore);
    if (found?.response != null) throw new KeyAnswered(found);
    await new Promise((resolve) => setTimeout(resolve, KEPT_WAIT.everyMs));
  }
}

export function keyTaken(key: StatementKey, found: RepeatKeyRow): number {
  if (found.fingerprint !== key.claim.fingerprint)
    throw new DomainError("UNPROCESSABLE_CONTENT", KEY_REUSED_MESSAGE);
  if (found.response !== null || found.madeRef === null) throw new KeyAnswered(found);
  key.state = "repeat";
  // made_ref is the id XOR the key's 31-bit mask (both below 2^31, so JavaScript's 32-bit XOR undoes it).
  return found.madeRef ^ key.claim.mask;
}

export async function runKeyedStatement<T>(
  deps: AppDeps,
  call: KeyedCall,
  write: (callDeps: AppDeps) => Promise<{ value: T; answer: unknown }>,
): Promise<KeyedOutcome<T>> {
  const { scope, storeId } = repeatScope(call.session);
  const secrets = repeatKeySecrets(call.key, scope);
  const now = deps.clock.now();
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
  };
  const answered = (found: RepeatKeyRow): KeyedOutcome<T> => {
    // Only a row kept whole in one transaction (runKeyed's, or step 3's) has neither an answer nor an entry.
    if (found.response === null) throw conflict(ALREADY_MADE_MESSAGE);
    return { replayed: true, answer: keptAnswer(openKept(secrets, found.response), call.rule) };
  };
  let ran: { value: T; answer: unknown };
  try {
    ran = await write({ ...deps, statementKey: key });
  } catch (err) {
    const taken = keyAnsweredIn(err);
    if (taken) return answered(taken);
    if (key.state !== "unused" || !domainErrorIn(err)) throw err;
    const found = await findRepeatKey(deps.db, scope, secrets.keyHash, key.claim.expiredBefore);
    if (!found) throw err;
    try {
      key.made = keyTaken(key, found);
      ran = await write({ ...deps, statementKey: key });
    } catch (again) {
      const kept = keyAnsweredIn(again);
      if (kept) return answered(kept);
      throw again;
    }
  }
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
    if (found.response !== null) return answered(found);
    const kept = (await keepRepeatAnswer(tx, scope, secrets.keyHash, sealed, refs)) ?? sealed;
    return { replayed: true, answer: keptAnswer(openKept(secrets, kept), call.rule) };
  });
}

/** A refusal (a DomainError as thrown, or as tRPC hands it back): not a failure of the server or the database. */
function domainErrorIn(err: unknown): boolean {
  return err instanceof DomainError || (err as { cause?: unknown } | null)?.cause instanceof DomainError;
}

/** KeyAnswered as thrown, or as tRPC hands back a procedure's error (its cause). */
function keyAnsweredIn(err: unknown): RepeatKeyRow | null {
  if (err instanceof KeyAnswered) return err.found;
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause instanceof KeyAnswered ? cause.found : null;
}
