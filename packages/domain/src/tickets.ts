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
