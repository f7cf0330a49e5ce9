/** Ticket numbering (docs/product.md#tickets): letter + count; at 10 the count resets and the letter advances, skipping i; z wraps to a. */
export const INITIAL_TICKET = { ticketCnt: 0, ticketLetter: "a" } as const;

export interface TicketCounter {
  ticketCnt: number;
  ticketLetter: string;
}

export function nextLetter(letter: string): string {
  const code = letter.toLowerCase().charCodeAt(0);
  let next = code >= 122 /* z */ ? 97 : code + 1;
  if (next === 105 /* i */) next += 1;
  return String.fromCharCode(next);
}

/** The counter after issuing one more ticket. */
export function nextTicket(cnt: number, letter: string): TicketCounter {
  const count = cnt + 1;
  if (count >= 10) return { ticketCnt: 0, ticketLetter: nextLetter(letter) };
  return { ticketCnt: count, ticketLetter: letter.toLowerCase() };
}

/** The ticket label shown to guests, e.g. "A0". */
export function formatTicket(counter: TicketCounter): string {
  return `${counter.ticketLetter.toUpperCase()}${counter.ticketCnt}`;
}

/** Letters a–z without i, ten counts each: a label comes round again after this many tickets. */
export const TICKET_CYCLE = 250;

/**
 * How many tickets a kiosk holds ahead for joins while offline (docs/architecture.md "Offline kiosk"); it asks for more
 * when it holds fewer than KIOSK_LEASE_REFILL_BELOW.
 */
export const KIOSK_LEASE_SIZE = 5;
export const KIOSK_LEASE_REFILL_BELOW = 3;

/** A ticket label as shown: an upper-case letter and a digit. */
export const TICKET_PATTERN = /^[A-Z][0-9]$/;
