/** How long a party has waited against what it was quoted, as the Dashboard shows it (pure; tested beside). */
import { wholeMinutesBetween } from "@seatline/domain";

export interface PartyWait {
  /** Whole minutes since the party joined. */
  waited: number;
  /** The wait the party was told when it joined, in minutes. */
  quoted: number;
  /** Minutes past the quote (0 while within it). */
  overBy: number;
  /** Minutes since the last alert, or null before one. */
  sinceAlert: number | null;
}

function minutesSince(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : wholeMinutesBetween(at, now);
}

export function partyWait(
  entry: { enteredTime: string; quotedWait: number; notified: number; notifiedTime: string | null },
  now: Date,
): PartyWait {
  const waited = minutesSince(entry.enteredTime, now) ?? 0;
  const quoted = Math.max(0, entry.quotedWait);
  return {
    waited,
    quoted,
    overBy: Math.max(0, waited - quoted),
    sinceAlert: entry.notified > 0 ? minutesSince(entry.notifiedTime, now) : null,
  };
}

/** The words under the waited minutes: "quoted 15" or "5 min past quote". */
export function quoteLine(wait: Pick<PartyWait, "quoted" | "overBy">): string {
  return wait.overBy > 0 ? `${wait.overBy} min past quote` : `quoted ${wait.quoted}`;
}

/** "alerted 3 min ago", or null before an alert. */
export function alertLine(sinceAlert: number | null): string | null {
  return sinceAlert === null ? null : `alerted ${sinceAlert} min ago`;
}
