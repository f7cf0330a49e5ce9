/** How long a party has waited against what it was quoted, as the Dashboard shows it (pure; tested beside). */
import { HOST_CONFIRMS_LABEL, wholeMinutesBetween } from "@seatline/domain";

export interface PartyWait {
  /** Whole minutes since the party joined. */
  waited: number;
  /** The wait the party was told when it joined, in minutes. */
  quoted: number;
  /** Minutes past the quote (0 while within it, and always for a party told the host confirms its wait). */
  overBy: number;
  /** No table took the party when it joined: it was told no minutes, so it is never past a quote. */
  hostConfirms: boolean;
  /** Minutes since the last alert, or null before one. */
  sinceAlert: number | null;
}

function minutesSince(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : wholeMinutesBetween(at, now);
}

export function partyWait(
  entry: {
    enteredTime: string;
    quotedWait: number;
    hostConfirmsWait?: boolean;
    notified: number;
    notifiedTime: string | null;
  },
  now: Date,
): PartyWait {
  const waited = minutesSince(entry.enteredTime, now) ?? 0;
  const quoted = Math.max(0, entry.quotedWait);
  const hostConfirms = entry.hostConfirmsWait === true;
  return {
    waited,
    quoted,
    overBy: hostConfirms ? 0 : Math.max(0, waited - quoted),
    hostConfirms,
    sinceAlert: entry.notified > 0 ? minutesSince(entry.notifiedTime, now) : null,
  };
}

/** The words under the waited minutes: "quoted 15", "5 min past quote" or "Host confirms wait". */
export function quoteLine(wait: Pick<PartyWait, "quoted" | "overBy" | "hostConfirms">): string {
  if (wait.hostConfirms) return HOST_CONFIRMS_LABEL;
  return wait.overBy > 0 ? `${wait.overBy} min past quote` : `quoted ${wait.quoted}`;
}

/** "alerted 3 min ago", or null before an alert. */
export function alertLine(sinceAlert: number | null): string | null {
  return sinceAlert === null ? null : `alerted ${sinceAlert} min ago`;
}
