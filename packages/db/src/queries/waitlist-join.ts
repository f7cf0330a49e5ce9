/**
 * The join's one statement (drizzle/0010_join_in_one_statement.sql): the ticket, the entry, its text and the store
 * event in one call of seatline_join, outside any transaction, so the store's ticket lock never waits on the server.
 * Rows travel as JSON keyed by column name, built from the Drizzle tables, so the function holds no column list.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { waitlistEntries } from "../schema/waitlist";
import { columnJson, rowFromColumnJson, rowsOf } from "./column-json";
import { type RepeatKeyRow, repeatKeyRowOf, type StatementKeyClaim, statementKeyJson } from "./repeat-keys";
import type { NewWaitlistEntry, WaitlistEntryRow } from "./waitlist";

export interface JoinStatement {
  storeId: string;
  /** Every column of the new entry except its ticket (taken under the lock). */
  entry: Omit<NewWaitlistEntry, "ticketId">;
  /** A waiting entry of this phone today is answered instead of a new one (nothing written). */
  reusePhone: string | null;
  /** The join text's outbox row, without its entry id; its body holds `ticketMark` where the ticket goes. */
  text: typeof messages.$inferInsert | null;
  ticketMark: string;
  /** The store event: NOTIFY channel and payload. */
  channel: string;
  event: string;
}

export interface JoinStatementResult {
  existing: boolean;
  row: WaitlistEntryRow;
  /** The join text's outbox id; null when none was queued (no phone, opted out). */
  textId: number | null;
}

/** What seatline_join (and seatline_join_leased) answer, as JSON. */
export interface JoinStatementJson {
  existing: boolean;
  entry: Record<string, unknown>;
  text_id: number | null;
  leased?: boolean;
}

/** The statement's answer, parsed (PGlite answers jsonb as a string, postgres.js as an object). */
export function joinAnswerOf<T>(result: unknown): T {
  const [res] = rowsOf<{ r: string | T }>(result);
  if (!res) throw new Error("the join statement answered nothing");
  return (typeof res.r === "string" ? JSON.parse(res.r) : res.r) as T;
}

export function joinResultOf(r: JoinStatementJson): JoinStatementResult {
  return {
    existing: r.existing,
    row: rowFromColumnJson(waitlistEntries, r.entry),
    textId: r.text_id === null ? null : Number(r.text_id),
  };
}

/** The row a keyed statement found its key taken by, or its join's answer. */
export type KeyedJoinAnswer<T> = { keyTaken: RepeatKeyRow } | { joined: T };

/** A keyed statement's answer when it found its key taken. */
export type KeyTakenJson = { key: { fingerprint: string; response: string | null; made_ref: unknown } };

export function keyedJoinOf<T, J extends object = JoinStatementJson>(
  r: J | KeyTakenJson,
  joined: (j: J) => T,
): KeyedJoinAnswer<T> {
  return "key" in r ? { keyTaken: repeatKeyRowOf((r as KeyTakenJson).key) } : { joined: joined(r as J) };
}

export function joinArgs(j: JoinStatement): { entry: string; text: string | null } {
  return {
    entry: JSON.stringify(columnJson(waitlistEntries, j.entry)),
    text: j.text ? JSON.stringify(columnJson(messages, j.text)) : null,
  };
}

export async function joinInOneStatement(db: Executor, j: JoinStatement): Promise<JoinStatementResult> {
  const { entry, text } = joinArgs(j);
  return joinResultOf(
    joinAnswerOf<JoinStatementJson>(
      await db.execute(
        sql`select seatline_join(${j.storeId}::uuid, ${entry}::jsonb, ${j.reusePhone}::text, ${text}::jsonb, ${j.ticketMark}::text, ${j.channel}::text, ${j.event}::text) as r`,
      ),
    ),
  );
}

/**
 * The join with its Idempotency-Key claimed in the same statement (seatline_join_keyed, drizzle/0020): the key's row
 * is claimed before the ticket lock and records the entry made; a key another call holds answers that call's row and
 * joins nothing. Run outside a transaction, the store's lock lasts only this statement.
 */
export async function joinInOneStatementKeyed(
  db: Executor,
  j: JoinStatement,
  key: StatementKeyClaim,
): Promise<KeyedJoinAnswer<JoinStatementResult>> {
  const { entry, text } = joinArgs(j);
  return keyedJoinOf(
    joinAnswerOf(
      await db.execute(
        sql`select seatline_join_keyed(${statementKeyJson(key)}::jsonb, ${j.storeId}::uuid, ${entry}::jsonb, ${j.reusePhone}::text, ${text}::jsonb, ${j.ticketMark}::text, ${j.channel}::text, ${j.event}::text) as r`,
      ),
    ),
    joinResultOf,
  );
}
