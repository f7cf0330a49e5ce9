/** A party size in words (SPEC §2 public confirmation: person/people). */
export function formatPartySize(size: number): string {
  return `${size} ${size === 1 ? "person" : "people"}`;
}
