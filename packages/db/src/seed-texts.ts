/**
 * The demo store's texts over its year (the Texts part of the report): every text the walk-ins and bookings were
 * sent, as the outbox holds them once the dispatcher sent them and Twilio reported (mostly delivered; failures with
 * Twilio's codes: 30003 unreachable, 30005 unknown number, 30006 landline), the guests' replies (inbound_messages, as
 * webhooks/inbound-reply.ts records them) and a handful of STOPs (sms_opt_outs). An opted-out phone gets no text after
 * its STOP, as queueText skips it; a text that never arrived gets no reply.
 */
import { type Rng, replyIntent } from "@seatline/domain";
import type { Executor } from "./client";
import type { MessageKind } from "./schema/messages";
import { insertJsonRows, withIndexesDeferred } from "./seed-bulk";
import type { DemoGuest } from "./seed-guests";

/** The sending number the history's texts went out from (Twilio's test number, as the fake Twilio uses). */
export const DEMO_FROM_NUMBER = "+15005550006";
/** Per text, outside phones that cannot take texts: the phone was off or out of reach. */
const UNREACHABLE_SHARE = 0.012;
/** Per text: the carrier never reported beyond "sent". */
const NO_REPORT_SHARE = 0.008;
/** STOP replies over the year. */
const OPT_OUTS_PER_YEAR = 18;

export interface PlannedReply {
  afterMs: number;
  body: string;
  /** What webhooks/inbound-reply.ts answered it did (its `outcome`). */
  outcome: string;
}

export interface PlannedText {
  /** When it was queued (created_at). */
  atMs: number;
  /** When the dispatcher sent it (not before `notBeforeMs` for a reminder). */
  sendMs: number;
  kind: MessageKind;
  guest: DemoGuest;
  body: string;
  waitlistEntryId: number | null;
  reservationId: number | null;
  notBeforeMs?: number;
  dedupeKey?: string;
  reply?: PlannedReply;
}

export interface SettledTexts {
  messages: Record<string, unknown>[];
  inbound: Record<string, unknown>[];
  optOuts: Record<string, unknown>[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const sid = (rng: Rng) =>
  `SM${Array.from({ length: 4 }, () =>
    Math.floor(rng.next() * 2 ** 32)
      .toString(16)
      .padStart(8, "0"),
  ).join("")}`;

/** Rows for the texts queued before `endMs` (the start of the store's today), in the order they were queued. */
export function settleTexts(
  rng: Rng,
  storeId: string,
  planned: readonly PlannedText[],
  endMs: number,
): SettledTexts {
  const texts = planned.filter((t) => t.atMs < endMs).sort((a, b) => a.atMs - b.atMs);
  const stopShare =
    (OPT_OUTS_PER_YEAR * Math.max(1, (endMs - (texts[0]?.atMs ?? endMs)) / 31_536_000_000)) / texts.length;
  const optedOutAt = new Map<string, number>();
  const out: SettledTexts = { messages: [], inbound: [], optOuts: [] };
  for (const t of texts) {
    const stopped = optedOutAt.get(t.guest.phone);
    if (stopped !== undefined && stopped <= t.atMs) continue;
    const u = rng.next();
    const code = t.guest.deadCode ?? (u < UNREACHABLE_SHARE ? "30003" : null);
    const reported = code !== null || u >= UNREACHABLE_SHARE + NO_REPORT_SHARE;
    const reportMs = t.sendMs + 2_000 + Math.floor(rng.next() * 8_000);
    out.messages.push({
      store_id: storeId,
      kind: t.kind,
      to_phone: t.guest.phone,
      body: t.body,
      status: "sent",
      attempts: 1,
      next_attempt_at: iso(t.notBeforeMs ?? t.atMs),
      provider_message_id: sid(rng),
      created_at: iso(t.atMs),
      sent_at: iso(t.sendMs),
      from_number: DEMO_FROM_NUMBER,
      delivery_status: code ? "undelivered" : reported ? "delivered" : "sent",
      delivery_error_code: code,
      delivery_updated_at: iso(reported ? reportMs : t.sendMs + 1_000),
      waitlist_entry_id: t.waitlistEntryId,
      reservation_id: t.reservationId,
      not_before: t.notBeforeMs === undefined ? null : iso(t.notBeforeMs),
      dedupe_key: t.dedupeKey ?? null,
    });
    if (code) continue;
    let reply = t.reply;
    const stopMs = reportMs + Math.floor(rng.exp(10 * 60_000));
    if (stopped === undefined && rng.next() < stopShare && stopMs < endMs) {
      reply = { afterMs: stopMs, body: "STOP", outcome: "opted out" };
      optedOutAt.set(t.guest.phone, stopMs);
      out.optOuts.push({ store_id: storeId, phone: t.guest.phone, created_at: iso(stopMs) });
    }
    if (!reply || reply.afterMs >= endMs) continue;
    const context = t.waitlistEntryId !== null ? "waitlist" : "reservation";
    out.inbound.push({
      provider_message_id: sid(rng),
      store_id: storeId,
      from_phone: t.guest.phone,
      to_number: DEMO_FROM_NUMBER,
      body: reply.body,
      intent: replyIntent(reply.body, context).kind,
      outcome: reply.outcome,
      waitlist_entry_id: t.waitlistEntryId,
      reservation_id: t.reservationId,
      created_at: iso(reply.afterMs),
    });
  }
  return out;
}

export async function insertSettledTexts(db: Executor, settled: SettledTexts): Promise<void> {
  await withIndexesDeferred(db, "messages", async (tx) => {
    await insertJsonRows(tx, "messages", settled.messages);
  });
  await insertJsonRows(db, "inbound_messages", settled.inbound);
  await insertJsonRows(db, "sms_opt_outs", settled.optOuts);
}
