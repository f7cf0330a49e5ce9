/**
 * The Dashboard's search and party-size filter (docs/product.md#dashboard): with forty parties waiting, a host finds
 * one by a piece of the name, the ticket or the phone's digits, or lists the parties a table that just opened could
 * take (its size, one either side).
 */

export interface DashboardFilter {
  /** What the host typed: letters match the name or the ticket; three or more digits match the phone. */
  query: string;
  /** The size of the table that opened; null shows every size. */
  size: number | null;
}

export interface FilterableParty {
  name: string;
  ticket: string;
  phone: string | null;
  partySize: number;
}

/** How far from the chosen size a party still shows: a 4-top that opens lists parties of 3, 4 and 5. */
export const SIZE_FILTER_SPREAD = 1;

/** Letters without accents or case, so "jose" finds "José". */
function folded(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}

export function isFiltering(f: DashboardFilter): boolean {
  return f.query.trim() !== "" || f.size !== null;
}

export function partyMatches(party: FilterableParty, f: DashboardFilter): boolean {
  if (f.size !== null && Math.abs(party.partySize - f.size) > SIZE_FILTER_SPREAD) return false;
  const query = f.query.trim();
  if (query === "") return true;
  const digits = query.replace(/\D/g, "");
  // A phone is searched by its digits however it was typed ("(555) 223", "555-223"), from three on.
  if (digits.length >= 3 && digits.length === query.replace(/[\s()+.-]/g, "").length) {
    return (party.phone ?? "").includes(digits);
  }
  const q = folded(query);
  return folded(party.name).includes(q) || folded(party.ticket) === q;
}
