/** Join the waitlist: one transaction assigns the ticket, inserts the entry and queues the join text (SPEC §4, DESIGN). */

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import {
  findWaitingByPhone,
  getKioskSettings,
  getTableSettings,
  insertWaitlistEntry,
  lockTicketCounter,
  saveTicketCounter,
  type WaitlistEntryRow,
  type WaitlistSource,
  waitingPartySizes,
} from "@seatline/db";
import {
  conflict,
  customerIdOf,
  formatTicket,
  INITIAL_TICKET,
  type JoinWaitlist,
  nextTicket,
  quoteFor,
  seatingFlags,
  statusPageUrl,
  storeDate,
  WAITLIST_CLOSED_MESSAGE,
  type WaitlistEntryView,
  waitlistText,
  waitTimes,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import type { StoreInfo } from "../auth/types";
import { tableSettingsView } from "../settings/table-settings";
import { entryView } from "./entry-view";

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
  return deps.db.transaction(async (tx) => {
    // The counter lock serialises joins of one store, so the quote and the ticket see every earlier join.
    const counter = (await lockTicketCounter(tx, storeId)) ?? { ...INITIAL_TICKET };
    const settings = await getKioskSettings(tx, storeId);
    if (settings && !settings.waitlistOn) throw conflict(WAITLIST_OFF);
    if (options.reuseWaitingPhone && input.phone) {
      const waiting = await findWaitingByPhone(tx, storeId, today, input.phone);
      if (waiting) return { row: waiting, existing: true };
    }
    const sizes = await waitingPartySizes(tx, storeId, today);
    const tables = await getTableSettings(tx, storeId);
    const quotedWait = quoteFor(input.partySize, waitTimes(sizes, tableSettingsView(tables)));
    const ticket = formatTicket(counter);
    await saveTicketCounter(tx, storeId, nextTicket(counter.ticketCnt, counter.ticketLetter));
    const token = statusToken();
    const entry = await insertWaitlistEntry(tx, {
      storeId,
      ticketId: ticket,
      customerId: customerIdOf(input.name, input.phone),
      customerName: input.name,
      customerNumber: input.phone,
      partySize: input.partySize,
      ...seatingFlags(input.seating),
      quotedWaitTime: quotedWait,
      businessDate: today,
      enteredTime: now,
      source,
      statusToken: token,
    });
    if (input.phone) {
      const body = waitlistText(
        "join",
        scope.store.name,
        ticket,
        statusPageUrl(deps.config.publicUrl, token),
      );
      await queueText(tx, { storeId, kind: "join", toPhone: input.phone, body }, now);
    }
    await emitStoreEvent(tx, storeId, "waitlist");
    return { row: entry, existing: false };
  });
}
