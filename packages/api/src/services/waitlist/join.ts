/** Join the waitlist: one transaction assigns the ticket, inserts the entry and queues the join text (docs/product.md#tickets). */

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import {
  findWaitingByPhone,
  getKioskSettings,
  insertWaitlistEntry,
  lockTicketCounter,
  saveTicketCounter,
  type WaitlistEntryRow,
  type WaitlistSource,
} from "@seatline/db";
import {
  conflict,
  customerIdOf,
  formatTicket,
  INITIAL_TICKET,
  type JoinWaitlist,
  nextTicket,
  seatingFlags,
  statusPageUrl,
  storeDate,
  WAITLIST_CLOSED_MESSAGE,
  type WaitlistEntryView,
  waitlistText,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { insertCheckedText, textOptOut } from "../../notify/outbox";
import type { StoreInfo } from "../auth/types";
import { entryView } from "./entry-view";
import { joinQuote } from "./quote-summary";

export const WAITLIST_OFF = WAITLIST_CLOSED_MESSAGE;

function statusToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The store a join adds to: a staff session's store (kiosk, legacy) or the store a guest's join page names. */
export interface JoinScope {
  store: Pick<StoreInfo, "id" | "name" | "timezone">;
}

export interface JoinOptions {
  /** Remote join: a phone already waiting at the store today gets that entry back instead of a second one. */
  reuseWaitingPhone?: boolean;
}

export async function joinWaitlist(
  deps: AppDeps,
  scope: JoinScope,
  input: JoinWaitlist,
  source: WaitlistSource = "kiosk",
): Promise<WaitlistEntryView> {
  const { row } = await joinWaitlistRow(deps, scope, input, source);
  return entryView(row, deps.clock.now());
}

/** The join itself; answers the stored row (with its status token) and whether it was an existing entry. */
export async function joinWaitlistRow(
  deps: AppDeps,
  scope: JoinScope,
  input: JoinWaitlist,
  source: WaitlistSource,
  options: JoinOptions = {},
): Promise<{ row: WaitlistEntryRow; existing: boolean }> {
  const storeId = scope.store.id;
  const now = deps.clock.now();
  const today = storeDate(scope.store.timezone, now);
  // The quote reads the store's quote summary outside the counter lock (quote-summary.ts), with the settings.
  const [quote, settings] = await Promise.all([
    joinQuote(deps.db, scope.store, input.partySize, now, deps.config.quoteCellsCacheMs),
    getKioskSettings(deps.db, storeId),
  ]);
  if (settings && !settings.waitlistOn) throw conflict(WAITLIST_OFF);
  // Everything that does not depend on the ticket is made before the lock.
  const token = statusToken();
  const fields = {
    storeId,
    customerId: customerIdOf(input.name, input.phone),
    customerName: input.name,
    customerNumber: input.phone,
    partySize: input.partySize,
    ...seatingFlags(input.seating),
    quotedWaitTime: quote.minutes,
    quoteQueueMinutes: quote.queue,
    businessDate: today,
    enteredTime: now,
    source,
    statusToken: token,
    language: input.language,
  };
  const statusUrl = statusPageUrl(deps.config.publicUrl, token);
  return deps.db.transaction(async (tx) => {
    // The counter lock serialises joins of one store (so their tickets differ). It is the transaction's first
    // statement; what the join must read under it (a remote join's waiting phone, the text's opt-out) is pipelined
    // behind it on the transaction's connection, so all of it is one round trip. Then every write at once (one more
    // round trip) and the commit: the lock is held for three round trips.
    const phone = input.phone;
    const reuse = options.reuseWaitingPhone && phone ? phone : null;
    const [counterRow, waiting, optedOut] = await Promise.all([
      lockTicketCounter(tx, storeId),
      reuse ? findWaitingByPhone(tx, storeId, today, reuse) : null,
      phone ? textOptOut(tx, storeId, phone) : true,
    ]);
    if (waiting) return { row: waiting, existing: true };
    const counter = counterRow ?? { ...INITIAL_TICKET };
    const ticket = formatTicket(counter);
    const [, entry] = await Promise.all([
      saveTicketCounter(tx, storeId, nextTicket(counter.ticketCnt, counter.ticketLetter)),
      insertWaitlistEntry(tx, { ...fields, ticketId: ticket }),
      phone && !optedOut
        ? insertCheckedText(
            tx,
            {
              storeId,
              kind: "join",
              toPhone: phone,
              body: waitlistText("join", scope.store.name, ticket, statusUrl, input.language),
            },
            now,
          )
        : null,
      emitStoreEvent(tx, storeId, "waitlist"),
    ]);
    return { row: entry, existing: false };
  });
}
