import type { PublicTime } from "@seatline/domain";

/**
 * The times a notify request's window may stretch over from a full time: the run of full times around it, up to the
 * nearest open time either way. The server refuses a window with a table still free in it (docs/product.md#notify-me),
 * so every window made of these is one it accepts.
 */
export function fullRunAround(times: readonly PublicTime[], time: string): string[] {
  const at = times.findIndex((w) => w.time === time && w.full);
  if (at < 0) return [];
  let first = at;
  while (first > 0 && times[first - 1]?.full) first -= 1;
  let last = at;
  while (last < times.length - 1 && times[last + 1]?.full) last += 1;
  return times.slice(first, last + 1).map((w) => w.time);
}
