/**
 * A booking's one statement (packages/db/sql/functions/seatline_book.sql): the phone's and the store-and-date locks, the
 * per-phone cap, the slot's capacity, the guest's profile, the reservation, its booking link, its confirmation text
 * and the store event in one call of seatline_book, so the locks never wait on the server. Rows travel as JSON keyed
 * by column name, built from the Drizzle tables (waitlist-join.ts), so the function holds no column list.
 *
 * A booking with an e-mail queues its confirmation e-mail in the same statement, beside the function rather than in
 * it (bookingStatementSql): seatline_queue_email queues the booking_emails row with the reservation id the function
 * answered (not to an address that unsubscribed from the store; a public booking's counted against its address). One
 * statement still, so the e-mail exists exactly when the booking does.
 */
import { tableHoldingStatuses } from "@seatline/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { bookingEmails } from "../schema/booking-emails";
import { messages } from "../schema/messages";
import { reservations } from "../schema/reservations";
import type { NewBookingEmailRow } from "./booking-emails";
import { columnJson, rowFromColumnJson, rowsOf } from "./column-json";
import { type StatementKeyClaim, statementKeyJson } from "./repeat-keys";
import { type NewReservationRow, type ReservationRecord, UPCOMING_STATUSES } from "./reservations";
import { joinAnswerOf, type KeyedJoinAnswer, type KeyTakenJson, keyedJoinOf } from "./waitlist-join";

export interface BookingStatement {
  storeId: string;
  /** Today in store time: the per-phone cap counts bookings from it on. */
  today: string;
  /** A public booking: the phone's lock and its cap of upcoming bookings; null for staff (neither). */
  phoneLimit: number | null;
  maxTablesPerInterval: number;
  maxPersonsPerInterval: number;
  /** Every column of the new reservation except its profile (linked under the locks). */
  reservation: Omit<NewReservationRow, "profileId">;
  /** SHA-256 of the booking page token the text carries. */
  linkHash: string;
  /** The confirmation's outbox row, without its reservation id and without the opt-out line. */
  text: typeof messages.$inferInsert | null;
  /** Added to the text's body when it is the first text to the phone from the store's sending number. */
  optOutLine: string;
  /** The store event: NOTIFY channel and payload. */
  channel: string;
  event: string;
  /**
   * The confirmation e-mail's outbox row, without its reservation id (a booking with an e-mail), and the hash of its
   * address (queries/booking-emails.ts emailHash): not queued when the address unsubscribed from the store. `proven`:
   * staff entered the address, so it is confirmed from now on (email_proofs).
   */
  email?: { row: Omit<NewBookingEmailRow, "reservationId">; emailHash: string; proven?: boolean } | null;
}

export type BookingStatementResult =
  | { status: "booked"; row: ReservationRecord; textId: number | null; emailId?: number | null }
  | { status: "phone_limit" | "full" };

type BookingStatementJson =
  | {
      status: "booked";
      reservation: Record<string, unknown>;
      text_id: number | string | null;
      email_id?: number | string | null;
    }
  | { status: "phone_limit" | "full" };

function bookingResultOf(r: BookingStatementJson): BookingStatementResult {
  if (r.status !== "booked") return { status: r.status };
  return {
    status: "booked",
    row: rowFromColumnJson(reservations, r.reservation),
    textId: r.text_id === null ? null : Number(r.text_id),
    emailId: r.email_id == null ? null : Number(r.email_id),
  };
}

/**
 * The statement around a seatline_book call (`call`, answering the booking's jsonb): the call alone, or, with an
 * e-mail, the call in a CTE (evaluated once) and the e-mail's row queued from its answer (seatline_queue_email): only
 * when it booked, with the reservation id it made. The answer gains the e-mail's id.
 * A keyed call whose key was taken answers {key} (no status): nothing is queued.
 */
function bookingStatementSql(b: BookingStatement, call: SQL): SQL {
  if (!b.email) return sql`select ${call} as r`;
  const row = JSON.stringify(columnJson(bookingEmails, b.email.row));
  return sql`with booked as (select ${call} as r),
    queued as (
      select seatline_queue_email(${b.storeId}::uuid,
        ${row}::jsonb || jsonb_build_object('reservation_id', (booked.r->'reservation'->>'id')::integer),
        ${b.email.emailHash}::text, ${b.email.proven === true}::boolean) as id
      from booked where booked.r->>'status' = 'booked'
    )
    select case when booked.r->>'status' = 'booked'
      then booked.r || jsonb_build_object('email_id', (select id from queued))
      else booked.r end as r
    from booked`;
}

function bookingArgs(b: BookingStatement) {
  return {
    rules: JSON.stringify({
      max_tables: b.maxTablesPerInterval,
      max_persons: b.maxPersonsPerInterval,
      holding: tableHoldingStatuses,
      phone_limit: b.phoneLimit,
      phone_statuses: UPCOMING_STATUSES,
      today: b.today,
    }),
    reservation: JSON.stringify(columnJson(reservations, b.reservation)),
    text: b.text ? JSON.stringify(columnJson(messages, b.text)) : null,
  };
}

/**
 * The booking's one statement on `db` (seatline_book): its own statement (the locks last only it), or inside a
 * caller's transaction. With the request's Idempotency-Key, the key's row is claimed before the locks and records the
 * reservation made; a refusal drops the claim; a key another call holds answers that call's row (`keyTaken`) and books
 * nothing.
 */
export async function bookInOneStatement(
  db: Executor,
  b: BookingStatement,
  key: StatementKeyClaim,
): Promise<KeyedJoinAnswer<BookingStatementResult>>;
export async function bookInOneStatement(
  db: Executor,
  b: BookingStatement,
  key?: null,
): Promise<BookingStatementResult>;
export async function bookInOneStatement(
  db: Executor,
  b: BookingStatement,
  key: StatementKeyClaim | null = null,
): Promise<BookingStatementResult | KeyedJoinAnswer<BookingStatementResult>> {
  const a = bookingArgs(b);
  const keyJson = key ? statementKeyJson(key) : null;
  const keyed = keyedJoinOf(
    joinAnswerOf<BookingStatementJson | KeyTakenJson>(
      await db.execute(
        bookingStatementSql(
          b,
          sql`seatline_book(${b.storeId}::uuid, ${a.rules}::jsonb, ${a.reservation}::jsonb, ${b.linkHash}::text, ${a.text}::jsonb, ${b.optOutLine}::text, ${b.channel}::text, ${b.event}::text, ${keyJson}::jsonb)`,
        ),
      ),
    ),
    bookingResultOf,
  );
  if (key) return keyed;
  if ("keyTaken" in keyed) throw new Error("an unkeyed booking answered a key");
  return keyed.joined;
}

/** The statement's slot rule on its own (seatline_slot_fits): whether `party` fits into the slot now. */
export async function slotFitsInSql(
  db: Executor,
  storeId: string,
  claim: { date: string; time: string; party: number },
  cap: { maxTablesPerInterval: number; maxPersonsPerInterval: number },
): Promise<boolean> {
  const [row] = rowsOf<{ fits: boolean }>(
    await db.execute(
      sql`select seatline_slot_fits(${storeId}::uuid, ${claim.date}::text, ${claim.time}::text, ${claim.party}::integer, ${cap.maxTablesPerInterval}::integer, ${cap.maxPersonsPerInterval}::integer, array(select jsonb_array_elements_text(${JSON.stringify(tableHoldingStatuses)}::jsonb))) as fits`,
    ),
  );
  return row?.fits === true;
}
