/**
 * What a kiosk's own join answers beside the entry (docs/product.md#kiosk, "Ticket"): the guest's place, the quote
 * their status page shows (waitlist/entry-standing.ts) when it can be told honestly, and, for a guest who gave no
 * phone, their status link, to scan from the ticket. The link leaves the server only in the answer to the kiosk
 * session that made this join (a phone gets it by text instead); no other entry's link is ever read out.
 */
import type { WaitlistEntryRow } from "@seatline/db";
import { type KioskStanding, statusPageUrl, ticketQuote } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { entryStanding } from "../entry-standing";
import type { JoinScope } from "./join";

export async function kioskStanding(
  deps: AppDeps,
  scope: JoinScope,
  row: WaitlistEntryRow,
): Promise<KioskStanding> {
  // Read as the status page reads it (the same function, the same instant's line), so the ticket and the page agree.
  const standing = await entryStanding(deps.db, row, scope.store, deps.clock.now(), true);
  return {
    position: standing.position,
    quote: ticketQuote(standing.quote, standing.hasTable),
    statusUrl: row.customerNumber === null ? statusPageUrl(deps.config.publicUrl, row.statusToken) : null,
  };
}
