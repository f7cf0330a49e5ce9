/**
 * The host's text marks (docs/product.md#texts): for the session's store, each waiting entry's and each of the date's reservations'
 * last text (delivered / failed with the reason / not texted), opted-out phones, running late, the guest's message
 * (a booking's: its last reply that was not acted on), and a booking's last e-mail when it was held back.
 */
import { heldEmailReasons, textMarkSources } from "@seatline/db";
import { type GuestTextMarks, hostVisibleMessage, storeDate, textMarkOf } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";

export interface TextMarks {
  /** By waitlist entry id. */
  entries: Record<string, GuestTextMarks>;
  /** By reservation uuid. */
  reservations: Record<string, GuestTextMarks>;
}

export async function readTextMarks(deps: AppDeps, staff: StaffScope, date?: string): Promise<TextMarks> {
  const day = date ?? storeDate(staff.store.timezone, deps.clock.now());
  const src = await textMarkSources(deps.db, staff.store.id, day);
  const entries: TextMarks["entries"] = {};
  for (const e of src.entries) {
    const last = src.lastByEntry.get(e.id);
    entries[String(e.id)] = {
      text: last ? textMarkOf(last) : null,
      optedOut: e.phone !== null && src.optedOut.has(e.phone),
      runningLateAt: e.runningLateAt?.toISOString() ?? null,
      guestMessage: e.guestMessage,
      guestMessageAt: e.guestMessageAt?.toISOString() ?? null,
    };
  }
  const reservations: TextMarks["reservations"] = {};
  const heldEmails = await heldEmailReasons(
    deps.db,
    staff.store.id,
    src.booked.map((r) => r.id),
  );
  for (const r of src.booked) {
    const last = src.lastByReservation.get(r.id);
    const words = src.wordsByReservation.get(r.id);
    reservations[r.uuid] = {
      text: last ? textMarkOf(last) : null,
      optedOut: src.optedOut.has(r.phone),
      runningLateAt: null,
      guestMessage: words ? hostVisibleMessage(words.body) : null,
      guestMessageAt: words?.at.toISOString() ?? null,
      heldEmail: heldEmails.get(r.id) ?? null,
    };
  }
  return { entries, reservations };
}
