/**
 * The ticket's words about where the guest stands (docs/product.md#kiosk, "Ticket"): the place in line and the wait
 * the server answered for this join, or, for a join kept on an offline kiosk, that neither is known yet (never a
 * made-up place or wait).
 */
import { guestPositionMessage, waitRangeText } from "@seatline/domain";
import type { Translate } from "@seatline/ui";
import type { IssuedTicket } from "../flow/flow-store";
import { CONFIRMATION_TIMEOUT_MS, SCAN_CONFIRMATION_TIMEOUT_MS } from "../flow/timeouts";

export interface TicketStandingText {
  /** "You are 4th in line." (null: not known). */
  place: string | null;
  /** "Current wait: 15–25 min", or that the host will confirm it (null: not known). */
  wait: string | null;
  /** Why neither is shown: the join is kept on this kiosk until the connection is back. */
  offline: string | null;
}

export function ticketStandingText(ticket: IssuedTicket, t: Translate): TicketStandingText {
  if (ticket.queued)
    return {
      place: null,
      wait: null,
      offline: t(
        "This kiosk is offline. Your ticket is kept and added to the line when the connection is back; a host can tell you your place.",
      ),
    };
  const standing = ticket.standing;
  if (!standing) return { place: null, wait: null, offline: null };
  const place =
    standing.position <= 1
      ? t(guestPositionMessage(1))
      : t("You are {place} in line.", {
          // The place as an ordinal (the domain's ordinalPlace, worded by this screen's catalog).
          place: t("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n: standing.position }),
        });
  // "min" reads the same in English and Spanish (as on the status page).
  const wait = standing.quote
    ? t("Current wait: {wait}", {
        wait: waitRangeText(standing.quote.minutes, { low: standing.quote.low, high: standing.quote.high }),
      })
    : t("The host will confirm your wait");
  return { place, wait, offline: null };
}

/** How long the ticket stays: long enough to scan its code when it shows one (flow/timeouts.ts says why). */
export function confirmationTimeout(ticket: IssuedTicket): number {
  return ticket.standing?.statusUrl ? SCAN_CONFIRMATION_TIMEOUT_MS : CONFIRMATION_TIMEOUT_MS;
}
