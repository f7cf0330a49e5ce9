/**
 * One write made with an idempotency key, in one transaction (docs/architecture.md "Writes safe to repeat"): the key's
 * row is claimed first, then the write runs with a `deps` whose `db` is that transaction (the service's own
 * `deps.db.transaction` becomes a savepoint inside it), then its answer is kept on the row; all commit together. A
 * repeat finds the row and gets the first answer without writing; a repeat sent while the first call still runs waits
 * on the row's primary key and then reads the committed answer. A failed write rolls the row back with it, so a retry
 * of a refused or failed call runs again.
 */
import { claimRepeatKey, type Db, ERASED_ANSWER, saveRepeatKeyResponse } from "@seatline/db";
import { conflict, DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo } from "../auth/types";
import { answerGuestRefs } from "./answer-guests";
import { KEY_REUSED_MESSAGE, type RepeatKeySecrets, repeatKeySecrets, repeatScope } from "./repeat-key";

export const ALREADY_MADE_MESSAGE = "This request was already made.";
/** A repeat whose first answer named a guest erased since: the call was made, its answer is not kept. */
export const ANSWER_ERASED_MESSAGE =
  "This request was already made. Its answer is no longer kept: the guest's data was erased.";

/** How long a key answers repeats; older rows are ignored, taken over and purged (repeat-key-sweep.ts). */
export const REPEAT_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What a repeat gets, per procedure or path: its first answer (the default); `off`: the key is not used (sign-in and
 * stream tickets answer secrets and write nothing a repeat could double); `withhold`: the answer is kept without these
 * fields (a guest's status token: a repeat answers the rest); `refuse`: only that the call was made is kept, and a
 * repeat is a 409 with this message.
 */
export type RepeatRule = "off" | { withhold: readonly string[] } | { refuse: string };

export interface KeyedCall {
  key: string;
  session: SessionInfo | null;
  /** The procedure or path, e.g. `trpc guest.join` or `rest POST /api/...`: a key is good for one of them. */
  call: string;
  body: unknown;
  rule?: RepeatRule;
}

export type KeyedOutcome<T> = { replayed: false; value: T } | { replayed: true; answer: unknown };

/**
 * What the key's row keeps of an answer (sealed): the answer as the wire carries it, or that the call was refused; or,
 * once a guest it named was erased, nothing but that (the row's ERASED_ANSWER, never sealed).
 */
export type Kept = { answer?: unknown } | { refused: true } | { erased: true };

/** A kept answer, sealed with `secrets`, as what was kept; sealed answers are kept with the guests they name. */
export function sealKept(secrets: RepeatKeySecrets, kept: Kept): { sealed: string; refs: string[] } {
  return { sealed: secrets.seal(kept), refs: "answer" in kept ? answerGuestRefs(kept.answer) : [] };
}

/** What a row's response holds: the opened answer, or that it was erased. */
export function openKept(secrets: RepeatKeySecrets, response: string): Kept {
  return response === ERASED_ANSWER ? { erased: true } : (secrets.open(response) as Kept);
}

export async function runKeyed<T>(
  deps: AppDeps,
  call: KeyedCall,
  write: (txDeps: AppDeps) => Promise<{ value: T; answer: unknown }>,
): Promise<KeyedOutcome<T>> {
  const { scope, storeId } = repeatScope(call.session);
  const secrets = repeatKeySecrets(call.key, scope);
  const fingerprint = secrets.fingerprint(call.call, call.body);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<KeyedOutcome<T>> => {
    const found = await claimRepeatKey(tx, {
      scope,
      keyHash: secrets.keyHash,
      storeId,
      fingerprint,
      now,
      expiredBefore: new Date(now.getTime() - REPEAT_KEY_TTL_MS),
    });
    if (!found.claimed) {
      if (found.fingerprint !== fingerprint)
        throw new DomainError("UNPROCESSABLE_CONTENT", KEY_REUSED_MESSAGE);
      // Written in the claiming transaction: null is never seen committed.
      if (found.response === null) throw new Error("idempotency key row without its answer");
      return { replayed: true, answer: keptAnswer(openKept(secrets, found.response), call.rule) };
    }
    const { value, answer } = await write({ ...deps, db: tx as unknown as Db });
    const { sealed, refs } = sealKept(secrets, keepOf(answer, call.rule));
    await saveRepeatKeyResponse(tx, scope, secrets.keyHash, sealed, refs);
    return { replayed: false, value };
  });
}

/** What a repeat answers from what was kept: the first answer, or the rule's 409, or the 409 of an erased answer. */
export function keptAnswer(kept: Kept, rule: RepeatRule | undefined): unknown {
  if ("erased" in kept) throw conflict(ANSWER_ERASED_MESSAGE);
  if ("refused" in kept) throw conflict(refusal(rule));
  return kept.answer;
}

export function refusal(rule: RepeatRule | undefined): string {
  return typeof rule === "object" && "refuse" in rule ? rule.refuse : ALREADY_MADE_MESSAGE;
}

/** What is kept of an answer under the call's rule. */
export function keepOf(answer: unknown, rule: RepeatRule | undefined): Kept {
  if (typeof rule === "object" && "refuse" in rule) return { refused: true };
  if (typeof rule === "object" && "withhold" in rule && answer && typeof answer === "object") {
    const rest: Record<string, unknown> = { ...(answer as Record<string, unknown>) };
    for (const field of rule.withhold) delete rest[field];
    return { answer: JSON.parse(JSON.stringify(rest)) };
  }
  // JSON as the wire carries it (dates as strings): the repeat's answer is the first one's, byte for byte.
  return answer === undefined ? {} : { answer: JSON.parse(JSON.stringify(answer)) };
}
