/**
 * A guest's text reply (docs/product.md#texts): routed to the store and the entry or reservation of the most recent text sent to
 * that phone from the number it was sent to, understood by the reply rules (packages/domain), acted on in one
 * transaction with the record of the inbound text (recorded once per provider id, so a webhook retried by the
 * provider acts once). Answers the reply text, or null for none.
 */
import {
  findReservationById,
  findStoreById,
  getWaitlistEntry,
  inboundMessages,
  isOptedOut,
  lastTextTo,
  latestWaitingEntryForPhone,
  optIn,
  optOut,
  recordInbound,
  type Tx,
  updateWaitlistEntry,
} from "@seatline/db";
import { type GuestLanguage, type ReplyIntent, replyIntent, waitedMinutes } from "@seatline/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { emitStoreEvent } from "../events/store-events";
import {
  guestCancelReservation,
  guestConfirmReservation,
} from "../services/booking-page/guest-reservation-actions";
import { replyTexts, type StoreTextInfo } from "./reply-texts";
import { replyTextsEs } from "./reply-texts-es";

/** Waitlist texts; one queued without its entry id answers for the phone's waiting entry at that store. */
const WAITLIST_KINDS = new Set(["join", "ready", "ready_again"]);

export interface InboundText {
  providerMessageId: string;
  /** E.164 as the provider sends it. */
  from: string;
  to: string;
  body: string;
}

export interface InboundResult {
  reply: string | null;
  intent: ReplyIntent["kind"] | "unmatched" | "duplicate";
  outcome: string;
}

/** +1 and 10 digits → 10 digits; anything else null. */
export function nanpDigits(e164: string): string | null {
  const d = e164.replace(/\D/g, "");
  if (d.length === 11 && d.startsWith("1")) return d.slice(1);
  return d.length === 10 ? d : null;
}

/** Free-form guest text shown on the host row: control characters dropped, at most 300 characters. */
export function hostVisibleMessage(body: string): string {
  const clean = [...body]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      return c < 0x20 || (c >= 0x7f && c <= 0x9f) ? " " : ch;
    })
    .join("");
  return clean.replace(/\s+/g, " ").trim().slice(0, 300);
}

export async function handleInboundText(deps: AppDeps, msg: InboundText): Promise<InboundResult> {
  const now = deps.clock.now();
  const phone = nanpDigits(msg.from);
  const body = msg.body.slice(0, 1600);
  return deps.db.transaction(async (tx) => {
    const last = phone ? await lastTextTo(tx, phone, msg.to) : undefined;
    const fresh = await recordInbound(tx, {
      providerMessageId: msg.providerMessageId.slice(0, 64),
      storeId: last?.storeId ?? null,
      fromPhone: (phone ?? msg.from).slice(0, 32),
      toNumber: msg.to.slice(0, 32),
      body,
      intent: "received",
      outcome: "received",
      waitlistEntryId: last?.waitlistEntryId ?? null,
      reservationId: last?.reservationId ?? null,
      createdAt: now,
    });
    if (!fresh) return { reply: null, intent: "duplicate", outcome: "already handled" } as InboundResult;
    let entryId = last?.waitlistEntryId ?? null;
    if (last && phone && entryId === null && last.reservationId === null && WAITLIST_KINDS.has(last.kind)) {
      entryId = (await latestWaitingEntryForPhone(tx, last.storeId, phone))?.id ?? null;
    }
    const result =
      last && phone
        ? await act(tx, last.storeId, phone, entryId, last.reservationId, body, now)
        : ({ reply: replyTexts.unknown(), intent: "unmatched", outcome: "no text to this phone" } as const);
    await tx
      .update(inboundMessages)
      .set({ intent: result.intent, outcome: result.outcome })
      .where(eq(inboundMessages.providerMessageId, msg.providerMessageId.slice(0, 64)));
    return result;
  });
}

async function act(
  tx: Tx,
  storeId: string,
  phone: string,
  entryId: number | null,
  reservationId: number | null,
  body: string,
  now: Date,
): Promise<InboundResult> {
  const store = await findStoreById(tx, storeId);
  if (!store) return { reply: replyTexts.unknown(), intent: "unmatched", outcome: "store gone" };
  const s: StoreTextInfo = { name: store.store.name, phone: store.store.phone };
  // Answers are worded in the language stored with what the reply is about (docs/product.md#languages).
  const texts =
    (await replyLanguage(tx, storeId, entryId, reservationId)) === "es" ? replyTextsEs : replyTexts;
  const context = entryId !== null ? "waitlist" : "reservation";
  const intent = replyIntent(body, context);
  const optedOut = await isOptedOut(tx, storeId, phone);
  const done = (reply: string | null, outcome: string): InboundResult => ({
    // After STOP only the opt-out confirmation, HELP and START are answered (CTIA).
    reply: optedOut && !["opt_out", "opt_in", "help"].includes(intent.kind) ? null : reply,
    intent: intent.kind,
    outcome,
  });

  if (intent.kind === "opt_out") {
    await optOut(tx, storeId, phone, now);
    await emitStoreEvent(tx, storeId, entryId !== null ? "waitlist" : "reservations");
    if (intent.alsoCancel)
      await cancelWhatItAnswers(tx, store.store.timezone, storeId, entryId, reservationId, now);
    return done(texts.optedOut(s), intent.alsoCancel ? "opted out and cancelled" : "opted out");
  }
  if (intent.kind === "opt_in") {
    await optIn(tx, storeId, phone);
    await emitStoreEvent(tx, storeId, entryId !== null ? "waitlist" : "reservations");
    return done(texts.optedIn(s), "opted in");
  }
  if (intent.kind === "help") return done(texts.help(s), "help");

  if (entryId !== null) {
    const entry = await getWaitlistEntry(tx, storeId, entryId, true);
    if (entry?.status !== "waiting") return done(texts.notInLine(s), "entry not waiting");
    if (intent.kind === "leave") {
      await leave(tx, storeId, entry.id, entry.enteredTime, now);
      return done(texts.left(s), "left the line");
    }
    const patch =
      intent.kind === "late"
        ? { runningLateAt: now }
        : { guestMessage: hostVisibleMessage(body), guestMessageAt: now };
    await updateWaitlistEntry(tx, storeId, entry.id, patch);
    await emitStoreEvent(tx, storeId, "waitlist");
    return done(
      intent.kind === "late" ? texts.late(s) : texts.hostSaw(s),
      intent.kind === "late" ? "running late" : "message for the host",
    );
  }
  if (reservationId === null) return done(texts.unknown(), "text about nothing");
  if (intent.kind === "confirm") {
    const r = await guestConfirmReservation(tx, storeId, reservationId, now);
    if (r.row && (r.outcome === "confirmed" || r.outcome === "already_confirmed")) {
      return done(texts.confirmed(s, r.row), r.outcome);
    }
    return done(texts.tooLate(s), r.outcome);
  }
  if (intent.kind === "cancel") {
    const r = await guestCancelReservation(tx, storeId, reservationId, store.store.timezone, now);
    if (r.outcome === "cancelled" && r.row) return done(texts.cancelled(s, r.row), r.outcome);
    if (r.outcome === "already_cancelled") return done(texts.alreadyCancelled(s), r.outcome);
    return done(texts.tooLate(s), r.outcome);
  }
  return done(texts.notUnderstood(s), "not understood");
}

/** The stored language of the waitlist entry or reservation a reply answers; English when neither is known. */
async function replyLanguage(
  tx: Tx,
  storeId: string,
  entryId: number | null,
  reservationId: number | null,
): Promise<GuestLanguage> {
  if (entryId !== null) return (await getWaitlistEntry(tx, storeId, entryId))?.language ?? "en";
  if (reservationId !== null)
    return (await findReservationById(tx, storeId, reservationId))?.language ?? "en";
  return "en";
}

async function leave(tx: Tx, storeId: string, id: number, enteredTime: Date, now: Date) {
  await updateWaitlistEntry(tx, storeId, id, {
    status: "cancelled",
    exitedTime: now,
    actualWaitedTime: waitedMinutes(enteredTime, now),
  });
  await emitStoreEvent(tx, storeId, "waitlist");
}

async function cancelWhatItAnswers(
  tx: Tx,
  timezone: string,
  storeId: string,
  entryId: number | null,
  reservationId: number | null,
  now: Date,
) {
  if (entryId !== null) {
    const entry = await getWaitlistEntry(tx, storeId, entryId, true);
    if (entry?.status === "waiting") await leave(tx, storeId, entry.id, entry.enteredTime, now);
  } else if (reservationId !== null) {
    await guestCancelReservation(tx, storeId, reservationId, timezone, now);
  }
}
