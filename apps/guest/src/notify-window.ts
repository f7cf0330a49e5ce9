import { formatClockTime } from "@seatline/domain";
import type { Translate } from "@seatline/ui";

/**
 * The times of a notify-list request (docs/product.md#notify-me): "7:00 PM to 9:00 PM", and a window whose two ends
 * are the same time reads as that one time ("at 7:00 PM"), never "7:00 PM to 7:00 PM".
 */
export function notifyWindowText(windowStart: string, windowEnd: string, t: Translate): string {
  const from = formatClockTime(windowStart);
  const to = formatClockTime(windowEnd);
  return from === to ? t("at {time}", { time: from }) : t("{from} to {to}", { from, to });
}
