/**
 * The status page's own texts (docs/product.md#guest-pages): "Resend text" and "Wrong number?". Anyone holding a
 * status link can press them, and a remote join may name a stranger's phone, so what they may send is bounded per
 * entry, counted from the outbox (always on, whatever RATE_LIMITS says): one link text a minute, and a few in all.
 * Pure and zod-free: the guest app bundles it.
 */

/** The bounds, over every status-link ("join") text of one entry: the first, resends and corrected phones. */
export const STATUS_LINK_TEXT_RULES = {
  /** A resend waits this long after the entry's last link text. */
  resendGapMs: 60_000,
  /** Link texts one entry may ever have queued (the join's own included). */
  maxPerEntry: 5,
} as const;

export const RESEND_TOO_SOON = "We just sent you a text. You can ask for another one in a minute.";
export const LINK_TEXTS_USED_UP =
  "We cannot send more texts for this place in line. Please see the host if you need help.";
export const SAME_PHONE_AGAIN =
  "That is the number we already have. If the text did not arrive, press Resend text.";
export const NOT_IN_LINE_ANY_MORE = "You are no longer in line, so nothing was changed.";
export const LINK_TEXT_SENT = "We sent the link again. It can take a minute to arrive.";

/** The link texts an entry has had so far: how many, and when the last one was queued. */
export interface LinkTextsSoFar {
  count: number;
  lastAt: Date | null;
}

/**
 * Why one more link text for an entry is refused, or null when it may be queued. A resend keeps the minute's gap; a
 * corrected phone does not (the guest may see the typo at once), but both count against the entry's total.
 */
export function linkTextRefusal(sent: LinkTextsSoFar, now: Date, why: "resend" | "new_phone"): string | null {
  if (sent.count >= STATUS_LINK_TEXT_RULES.maxPerEntry) return LINK_TEXTS_USED_UP;
  if (
    why === "resend" &&
    sent.lastAt !== null &&
    now.getTime() - sent.lastAt.getTime() < STATUS_LINK_TEXT_RULES.resendGapMs
  )
    return RESEND_TOO_SOON;
  return null;
}
