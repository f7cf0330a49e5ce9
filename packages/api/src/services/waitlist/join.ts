/** Join the waitlist: one transaction assigns the ticket, inserts the entry and queues the join text (SPEC §4, DESIGN). */

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import {
  getKioskSettings,
  getTableSettings,
  insertWaitlistEntry,
  lockTicketCounter,
  saveTicketCounter,
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
  storeDate,
  type WaitlistEntryView,
  waitlistText,
  waitTimes,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { queueText } from "../../notify/outbox";
import type { StaffScope } from "../auth/types";
import { tableSettingsView } from "../settings/table-settings";
import { entryView } from "./entry-view";

export const WAITLIST_OFF = "The waitlist is closed right now. Please wait to be seated!";

function statusToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export async function joinWaitlist(
  deps: AppDeps,
  staff: StaffScope,
  input: JoinWaitlist,
  source: WaitlistSource = "kiosk",
): Promise<WaitlistEntryView> {
  const storeId = staff.store.id;
  const now = deps.clock.now();
  const today = storeDate(staff.store.timezone, now);
  const row = await deps.db.transaction(async (tx) => {
    // The counter lock serialises joins of one store, so the quote and the ticket see every earlier join.
    const counter = (await lockTicketCounter(tx, storeId)) ?? { ...INITIAL_TICKET };
    const settings = await getKioskSettings(tx, storeId);
    if (settings && !settings.waitlistOn) throw conflict(WAITLIST_OFF);
    const sizes = await waitingPartySizes(tx, storeId, today);
    const tables = await getTableSettings(tx, storeId);
    const quotedWait = quoteFor(input.partySize, waitTimes(sizes, tableSettingsView(tables)));
    const ticket = formatTicket(counter);
    await saveTicketCounter(tx, storeId, nextTicket(counter.ticketCnt, counter.ticketLetter));
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
      statusToken: statusToken(),
    });
    if (input.phone) {
      const body = waitlistText("join", staff.store.name, ticket);
      await queueText(tx, { storeId, kind: "join", toPhone: input.phone, body }, now);
    }
    await emitStoreEvent(tx, storeId, "waitlist");
    return entry;
  });
  return entryView(row, now);
}
