/**
 * The join's one statement (packages/db/sql/functions/seatline_join.sql): the ticket, the entry, its text and the
 * store event in one call of seatline_join, outside any transaction, so the store's ticket lock never waits on the
 * server.
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
  /** Ends the text when it is the first to the phone from the store's sending number (decided in the statement). */
  optOutLine: string;
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
  /** A join with a lease: whether the leased ticket was used (else a fresh one was taken). */
  leased: boolean;
}

/** What seatline_join answers, as JSON. */
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
    leased: r.leased === true,
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

function joinArgs(j: JoinStatement): { entry: string; text: string | null } {
  return {
    entry: JSON.stringify(columnJson(waitlistEntries, j.entry)),
    text: j.text ? JSON.stringify(columnJson(messages, j.text)) : null,
  };
}

/** A join replayed by a kiosk with a ticket it leased while online (queries/kiosk-leases.ts). */
export interface LeasedJoin {
  deviceId: string;
  ticket: string;
  /** When the guest joined at the kiosk (kept between the lease's time and now). */
  joinedAt: Date;
}

/** What rides with a join: the request's Idempotency-Key, claimed in the statement; a kiosk's leased ticket. */
export interface JoinExtras {
  key?: StatementKeyClaim | null;
  lease?: LeasedJoin | null;
}

/**
 * The join's one statement (seatline_join, packages/db/sql/functions/seatline_join.sql), on `db`: outside a
 * transaction the store's ticket lock lasts only this statement. With a key, the key's row is claimed before the
 * ticket lock and records the entry made; a key another call holds answers that call's row (`keyTaken`) and joins
 * nothing. With a lease, the entry takes the leased ticket while the lease is good, else a fresh one (`leased` says).
 */
export async function joinInOneStatement(
  db: Executor,
  j: JoinStatement,
  extras: JoinExtras & { key: StatementKeyClaim },
): Promise<KeyedJoinAnswer<JoinStatementResult>>;
export async function joinInOneStatement(
  db: Executor,
  j: JoinStatement,
  extras?: JoinExtras & { key?: null },
): Promise<JoinStatementResult>;
export async function joinInOneStatement(
  db: Executor,
  j: JoinStatement,
  extras: JoinExtras = {},
): Promise<JoinStatementResult | KeyedJoinAnswer<JoinStatementResult>> {
  const { entry, text } = joinArgs(j);
  const key = extras.key ? statementKeyJson(extras.key) : null;
  const lease = extras.lease
    ? JSON.stringify({
        device_id: extras.lease.deviceId,
        ticket: extras.lease.ticket,
        joined_at: extras.lease.joinedAt.toISOString(),
      })
    : null;
  // A kiosk's replay is answered by its lease, never by the phone's waiting entry.
  const reusePhone = extras.lease ? null : j.reusePhone;
  const answer = joinAnswerOf<JoinStatementJson | KeyTakenJson>(
    await db.execute(
      sql`select seatline_join(${j.storeId}::uuid, ${entry}::jsonb, ${reusePhone}::text, ${text}::jsonb, ${j.optOutLine}::text, ${j.ticketMark}::text, ${j.channel}::text, ${j.event}::text, ${key}::jsonb, ${lease}::jsonb) as r`,
    ),
  );
  const keyed = keyedJoinOf(answer, joinResultOf);
  if (extras.key) return keyed;
  if ("keyTaken" in keyed) throw new Error("an unkeyed join answered a key");
  return keyed.joined;
}
