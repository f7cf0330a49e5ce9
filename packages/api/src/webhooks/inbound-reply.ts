/**
 * A guest's text reply (docs/product.md#texts), acted on in one transaction with the record of the inbound text
 * (recorded once per provider id, so a webhook retried by the provider acts once). Answers the reply text, or null.
 *
 * Which party or booking a reply answers — the rule, so that no one else can steer it:
 * - Only texts the provider took (sent, or sent with an unknown outcome) from the number the reply was sent to count;
 *   a queued, refused or failed text was never on the guest's phone, so it cannot be what they answer.
 * - A text counts only while what it is about is live (a waiting party, an open booking) and still has this phone: a
 *   staff phone correction retires the old phone's replies at once.
 * - One live conversation: the reply answers it. Several (e.g. a booking at one store and a remote join at another,
 *   which anyone can make naming any phone): nothing is guessed. The guest is asked which, by letter ("A 9"), oldest
 *   conversation first; a reply that starts with one of the letters answers that one. A stranger's join can therefore
 *   only add a question, never capture the guest's "9".
 * - STOP, START and HELP need no conversation: they speak for the sending number (docs/product.md#texts), even from
 *   a phone it never texted (a STOP before the first text is recorded all the same, so that first text is never
 *   sent). STOP is confirmed once: a repeated STOP, the phone already opted out, gets no second confirmation.
 * - No live conversation: the last text from that number only chooses the store whose name the answer carries;
 *   nothing is changed.
 */
import {
  findNotifyRequest,
  findReservationById,
  findStoreById,
  getWaitlistEntry,
  inboundMessages,
  isOptedOutOfScope,
  type LiveConversation,
  lastTextTo,
  liveConversations,
  optInToScope,
  optOutOfScope,
  proveGuestPhone,
  recordInbound,
  SHARED_SMS_SCOPE,
  smsScopeOfNumber,
  type Tx,
  updateWaitlistEntry,
} from "@seatline/db";
import {
  type GuestLanguage,
  hostVisibleMessage,
  normalizeReply,
  notifyReplyTexts,
  type ReplyIntent,
  replyIntent,
} from "@seatline/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { emitStoreEvent } from "../events/store-events";
import {
  closeRequestTx,
  confirmRequestTx,
  passOfferTx,
  takeOfferTx,
} from "../services/notify-offers/offer-actions";
import { cancelReservationTx, confirmReservationTx } from "../services/reservations/lifecycle";
import { leaveEntry } from "../services/waitlist/lifecycle/leave";
import {
  type ConversationChoice,
  type ReplyTexts,
  replyTexts,
  replyTextsIn,
  type StoreTextInfo,
} from "./reply-texts";

export interface InboundText {
  providerMessageId: string;
  /** E.164 as the provider sends it. */
  from: string;
  to: string;
  body: string;
}

export interface InboundResult {
  reply: string | null;
  intent: ReplyIntent["kind"] | "unmatched" | "duplicate" | "which";
  outcome: string;
}

/** +1 and 10 digits → 10 digits; anything else null. */
export function nanpDigits(e164: string): string | null {
  const d = e164.replace(/\D/g, "");
  if (d.length === 11 && d.startsWith("1")) return d.slice(1);
  return d.length === 10 ? d : null;
}

const LETTERS = "ABCDEFGH";

/** Bookings of the last two days still count (a late reply on the evening of the booking, in any time zone). */
function sinceDate(now: Date): string {
  return new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
}

/** "A 9" → the first conversation and "9" when the phone has several; otherwise the body as it is. */
function pickByLetter(
  body: string,
  live: LiveConversation[],
): { chosen: LiveConversation | null; rest: string } {
  const m = /^\s*([a-h])(?:\s*[).:,-]\s*|\s+|$)(.*)$/is.exec(body);
  if (!m?.[1]) return { chosen: null, rest: body };
  const index = LETTERS.indexOf(m[1].toUpperCase());
  const chosen = live[index];
  return chosen ? { chosen, rest: m[2] ?? "" } : { chosen: null, rest: body };
}

export async function handleInboundText(deps: AppDeps, msg: InboundText): Promise<InboundResult> {
  const now = deps.clock.now();
  const phone = nanpDigits(msg.from);
  const body = msg.body.slice(0, 1600);
  const providerMessageId = msg.providerMessageId.slice(0, 64);
  return deps.db.transaction(async (tx) => {
    const live = phone ? await liveConversations(tx, phone, msg.to, sinceDate(now)) : [];
    const last = phone ? await lastTextTo(tx, phone, msg.to) : undefined;
    const fresh = await recordInbound(tx, {
      providerMessageId,
      storeId: live.at(-1)?.storeId ?? last?.storeId ?? null,
      fromPhone: (phone ?? msg.from).slice(0, 32),
      toNumber: msg.to.slice(0, 32),
      body,
      intent: "received",
      outcome: "received",
      waitlistEntryId: live.length === 1 ? (live[0]?.waitlistEntryId ?? null) : null,
      reservationId: live.length === 1 ? (live[0]?.reservationId ?? null) : null,
      createdAt: now,
    });
    if (!fresh) return { reply: null, intent: "duplicate", outcome: "already handled" } as InboundResult;
    const result: Routed = phone
      ? await route(tx, deps, { phone, to: msg.to, body, now, live, lastStoreId: last?.storeId ?? null })
      : { reply: replyTexts.unknown(), intent: "unmatched", outcome: "no text to this phone" };
    // An answer from the phone a store texted proves the phone its guest's at the store's company: its profile's
    // badges now show on the bookings and visits that name it (drizzle/0029, docs/architecture.md#the-guest-book).
    if (phone) {
      const texted = new Set([...live.map((c) => c.storeId), ...(last ? [last.storeId] : [])]);
      for (const storeId of texted) await proveGuestPhone(tx, storeId, phone);
    }
    await tx
      .update(inboundMessages)
      .set({
        intent: result.intent,
        outcome: result.outcome,
        ...(result.about
          ? {
              storeId: result.about.storeId,
              waitlistEntryId: result.about.waitlistEntryId,
              reservationId: result.about.reservationId,
            }
          : {}),
      })
      .where(eq(inboundMessages.providerMessageId, providerMessageId));
    return { reply: result.reply, intent: result.intent, outcome: result.outcome };
  });
}

interface RouteInput {
  phone: string;
  to: string;
  body: string;
  now: Date;
  live: LiveConversation[];
  lastStoreId: string | null;
}

type Routed = InboundResult & { about?: LiveConversation };

async function route(tx: Tx, deps: AppDeps, r: RouteInput): Promise<Routed> {
  const { scope, ownerStoreId } = await smsScopeOfNumber(tx, r.to);
  const optedOut = await isOptedOutOfScope(tx, scope, r.phone);
  // Compliance keywords first: they hold for the sending number, whatever the reply answers.
  const compliance = replyIntent(r.body, "waitlist");
  const single = r.live.length === 1 ? r.live[0] : undefined;
  // A phone this number never texted hears from the number's own store, if it has one.
  const wordingStore = single?.storeId ?? r.live.at(-1)?.storeId ?? r.lastStoreId ?? ownerStoreId;
  if (compliance.kind === "opt_out" || compliance.kind === "opt_in" || compliance.kind === "help") {
    const { s, texts } = await wording(tx, wordingStore, scope, single);
    if (compliance.kind === "help") return { reply: texts.help(s), intent: "help", outcome: "help" };
    if (compliance.kind === "opt_in") {
      await optInToScope(tx, scope, r.phone);
      await emitToScopeStores(tx, r.live, wordingStore);
      return { reply: texts.optedIn(s), intent: "opt_in", outcome: "opted in" };
    }
    await optOutOfScope(tx, scope, r.phone, wordingStore, r.now);
    await emitToScopeStores(tx, r.live, wordingStore);
    // CANCEL alone also cancels what it answers: only when that is not in doubt.
    const cancelOne = normalizeReply(r.body) === "cancel" && single;
    if (cancelOne) await cancelWhatItAnswers(tx, deps, single, r.phone, r.now);
    return {
      reply: optedOut ? null : texts.optedOut(s),
      intent: "opt_out",
      outcome: `${optedOut ? "already opted out" : "opted out"}${cancelOne ? " and cancelled" : ""}`,
      about: single,
    };
  }
  // A phone this number never texted: nothing to act on, and no store to name.
  if (r.live.length === 0 && r.lastStoreId === null) {
    return {
      reply: optedOut ? null : replyTexts.unknown(),
      intent: "unmatched",
      outcome: "no text to this phone",
    };
  }

  let about = single;
  let body = r.body;
  if (r.live.length > 1) {
    const picked = pickByLetter(r.body, r.live);
    if (!picked.chosen) {
      const newest = r.live.at(-1);
      const { texts } = await wording(tx, newest?.storeId ?? null, scope, newest);
      const choices: ConversationChoice[] = r.live.slice(0, LETTERS.length).map((c, i) => ({
        letter: LETTERS[i] ?? "?",
        storeName: c.storeName,
        about: c.waitlistEntryId !== null ? "line" : c.notifyRequestId !== null ? "list" : "booking",
      }));
      return {
        reply: optedOut ? null : texts.whichOne(choices),
        intent: "which",
        outcome: `asked which of ${r.live.length} conversations`,
      };
    }
    about = picked.chosen;
    body = picked.rest;
  }
  const { s, texts } = await wording(tx, about?.storeId ?? wordingStore, scope, about);
  const result = about
    ? about.notifyRequestId !== null
      ? await answerOffer(tx, deps, about, about.notifyRequestId, body, s.name)
      : await act(tx, deps, about, r.phone, body, r.now, s, texts)
    : // Nothing live: the party left or was seated, the booking is over, or the phone was corrected.
      { reply: texts.notInLine(s), intent: "unmatched" as const, outcome: "no live conversation" };
  // After STOP only the opt-out confirmation, HELP and START are answered (CTIA).
  return { ...result, reply: optedOut ? null : result.reply, about };
}

async function act(
  tx: Tx,
  deps: AppDeps,
  about: LiveConversation,
  phone: string,
  body: string,
  now: Date,
  s: StoreTextInfo,
  texts: ReplyTexts,
): Promise<InboundResult> {
  const { storeId } = about;
  if (about.waitlistEntryId !== null) {
    const intent = replyIntent(body, "waitlist");
    const entry = await getWaitlistEntry(tx, storeId, about.waitlistEntryId, true);
    if (entry?.status !== "waiting" || entry.customerNumber !== phone) {
      return { reply: texts.notInLine(s), intent: intent.kind, outcome: "entry not waiting" };
    }
    if (intent.kind === "leave") {
      const left = await leaveEntry(tx, { storeId, entryId: entry.id, now, channel: "text_reply" });
      return left.outcome === "left"
        ? { reply: texts.left(s), intent: "leave", outcome: "left the line" }
        : { reply: texts.notInLine(s), intent: "leave", outcome: "entry not waiting" };
    }
    const patch =
      intent.kind === "late"
        ? { runningLateAt: now }
        : { guestMessage: hostVisibleMessage(body), guestMessageAt: now };
    await updateWaitlistEntry(tx, storeId, entry.id, patch);
    await emitStoreEvent(tx, storeId, "waitlist");
    if (intent.kind === "late") return { reply: texts.late(s), intent: "late", outcome: "running late" };
    if (intent.kind === "ask_cancel") {
      return { reply: texts.askLeave(s), intent: "ask_cancel", outcome: "asked to reply 9 to leave" };
    }
    return { reply: texts.hostSaw(s), intent: intent.kind, outcome: "message for the host" };
  }
  const reservationId = about.reservationId;
  const intent = replyIntent(body, "reservation");
  if (reservationId === null)
    return { reply: texts.unknown(), intent: intent.kind, outcome: "text about nothing" };
  if (intent.kind === "confirm") {
    const r = await confirmReservationTx(tx, {
      storeId,
      reservationId,
      now,
      channel: "text_reply",
      phone,
      publicUrl: deps.config.publicUrl,
    });
    if (r.row && (r.outcome === "confirmed" || r.outcome === "already_confirmed")) {
      return { reply: texts.confirmed(s, r.row), intent: "confirm", outcome: r.outcome };
    }
    return { reply: texts.tooLate(s), intent: "confirm", outcome: r.outcome };
  }
  if (intent.kind === "cancel") {
    const r = await cancelReservationTx(tx, {
      storeId,
      reservationId,
      now,
      channel: "text_reply",
      phone,
      publicUrl: deps.config.publicUrl,
    });
    if (r.outcome === "cancelled" && r.row) {
      return { reply: texts.cancelled(s, r.row), intent: "cancel", outcome: r.outcome };
    }
    if (r.outcome === "already_cancelled") {
      return { reply: texts.alreadyCancelled(s), intent: "cancel", outcome: r.outcome };
    }
    return { reply: texts.tooLate(s), intent: "cancel", outcome: r.outcome };
  }
  if (intent.kind === "ask_cancel") {
    return { reply: texts.askCancel(s), intent: "ask_cancel", outcome: "asked to reply 9 to cancel" };
  }
  return { reply: texts.notUnderstood(s), intent: intent.kind, outcome: "not understood" };
}

/** The store's name and phone, whose texts STOP covers, and the answers in the language of what the reply is about. */
async function wording(
  tx: Tx,
  storeId: string | null,
  scope: string,
  about: LiveConversation | undefined,
): Promise<{ s: StoreTextInfo; texts: ReplyTexts }> {
  const store = storeId ? await findStoreById(tx, storeId) : undefined;
  const s: StoreTextInfo = {
    name: store?.store.name ?? "Seatline",
    phone: store?.store.phone ?? "",
    scope: scope === SHARED_SMS_SCOPE ? "shared" : "own",
  };
  const language = about ? await replyLanguage(tx, about) : "en";
  return { s, texts: replyTextsIn(language) };
}

/** The stored language of the waitlist entry or reservation a reply answers (docs/product.md#languages). */
async function replyLanguage(tx: Tx, about: LiveConversation): Promise<GuestLanguage> {
  if (about.waitlistEntryId !== null)
    return (await getWaitlistEntry(tx, about.storeId, about.waitlistEntryId))?.language ?? "en";
  if (about.reservationId !== null)
    return (await findReservationById(tx, about.storeId, about.reservationId))?.language ?? "en";
  if (about.notifyRequestId !== null)
    return (await findNotifyRequest(tx, about.storeId, about.notifyRequestId))?.language ?? "en";
  return "en";
}

/** The hosts of the stores the phone is in conversation with see "No texts: opted out" change at once. */
async function emitToScopeStores(tx: Tx, live: LiveConversation[], fallbackStoreId: string | null) {
  const seen = new Set<string>();
  for (const c of live) {
    const key = `${c.storeId}:${c.waitlistEntryId !== null ? "waitlist" : "reservations"}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await emitStoreEvent(tx, c.storeId, c.waitlistEntryId !== null ? "waitlist" : "reservations");
  }
  if (live.length === 0 && fallbackStoreId) {
    await emitStoreEvent(tx, fallbackStoreId, "waitlist");
    await emitStoreEvent(tx, fallbackStoreId, "reservations");
  }
}

async function cancelWhatItAnswers(tx: Tx, deps: AppDeps, about: LiveConversation, phone: string, now: Date) {
  if (about.waitlistEntryId !== null) {
    const entry = await getWaitlistEntry(tx, about.storeId, about.waitlistEntryId);
    if (entry?.customerNumber === phone) {
      await leaveEntry(tx, {
        storeId: about.storeId,
        entryId: about.waitlistEntryId,
        now,
        channel: "text_reply",
      });
    }
  } else if (about.reservationId !== null) {
    await cancelReservationTx(tx, {
      storeId: about.storeId,
      reservationId: about.reservationId,
      now,
      channel: "text_reply",
      phone,
      publicUrl: deps.config.publicUrl,
    });
  } else if (about.notifyRequestId !== null) {
    const request = await findNotifyRequest(tx, about.storeId, about.notifyRequestId);
    if (request?.guestPhone === phone) {
      await closeRequestTx(
        tx,
        deps,
        { storeId: about.storeId, requestId: request.id, requestDate: request.requestDate },
        "left",
      );
    }
  }
}

/**
 * A reply to the notify list's texts (docs/product.md#notify-me): the first 1 to a request confirms its phone (the
 * reply comes from the phone the request named, which is what no one typing a stranger's number can fake); after
 * that, 1 takes a live offer (a booking; its confirmation text follows through the outbox), 9 passes it on; after the
 * hold ran out the guest hears the table has gone on.
 */
async function answerOffer(
  tx: Tx,
  deps: AppDeps,
  about: LiveConversation,
  requestId: number,
  body: string,
  storeName: string,
): Promise<InboundResult> {
  const request = await findNotifyRequest(tx, about.storeId, requestId);
  const texts = notifyReplyTexts[request?.language ?? "en"];
  const intent = replyIntent(body, "offer");
  if (!request)
    return { reply: texts.notUnderstood(storeName), intent: intent.kind, outcome: "request gone" };
  const ref = { storeId: about.storeId, requestId, requestDate: request.requestDate };
  // A request offered a table before phones had to confirm (a live offer made under the earlier rule) is taken as such.
  if (intent.kind === "take" && request.status === "waiting" && request.phoneConfirmedAt === null) {
    const c = await confirmRequestTx(tx, deps, ref);
    if (c === "confirmed" || c === "already_confirmed")
      return { reply: texts.confirmed(storeName), intent: "take", outcome: "phone confirmed" };
    // Left or removed since the conversation was read: nothing to confirm, and nothing true to say about the list.
    return { reply: null, intent: "take", outcome: c };
  }
  if (intent.kind === "take") {
    const r = await takeOfferTx(tx, deps, ref);
    if (r.outcome === "booked")
      return { reply: null, intent: "take", outcome: "booked from the notify list" };
    if (r.outcome === "gone")
      return { reply: texts.gone(storeName), intent: "take", outcome: "hold ran out" };
    if (r.outcome === "phone_limit")
      return { reply: texts.phoneLimit(storeName), intent: "take", outcome: "phone at its booking cap" };
    return { reply: texts.waiting(storeName), intent: "take", outcome: r.outcome };
  }
  if (intent.kind === "pass") {
    const r = await passOfferTx(tx, deps, ref);
    return r === "passed"
      ? { reply: texts.passed(storeName), intent: "pass", outcome: "passed to the next guest" }
      : { reply: texts.waiting(storeName), intent: "pass", outcome: r };
  }
  return { reply: texts.notUnderstood(storeName), intent: intent.kind, outcome: "not understood" };
}
