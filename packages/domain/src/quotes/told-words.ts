/**
 * How a told quote reads (docs/product.md#quotes) on the wait panels of the kiosk and the remote join page, the
 * Dashboard's Expected Wait Times and a walk-in's row. Guest-facing messages are the English keys of the Spanish
 * catalog (packages/ui/src/i18n); the staff console is in English.
 */
import type { QuoteTold } from "./walk-in-quote";

/** A wait past two hours, on the wait panels and the summary card. */
export const OVER_TWO_HOURS_MESSAGE = "over 2 h";
/** A group no table takes, on the guest's wait panels: the kiosk ticket's words. */
export const HOST_CONFIRMS_MESSAGE = "The host will confirm your wait";
/** The same on the staff console, short enough for a row's wait cell and the summary card. */
export const HOST_CONFIRMS_LABEL = "Host confirms wait";

/** Every message toldWaitMessage answers (the Spanish catalog holds each). */
export const TOLD_WAIT_MESSAGES = ["{minutes} min", OVER_TWO_HOURS_MESSAGE, HOST_CONFIRMS_MESSAGE];

/** A group's wait on a guest's wait panel: the catalog message and its arguments. */
export function toldWaitMessage(
  told: QuoteTold,
  minutes: number,
): { message: string; values?: { minutes: number } } {
  if (told === "no_table") return { message: HOST_CONFIRMS_MESSAGE };
  if (told === "over_two_hours") return { message: OVER_TWO_HOURS_MESSAGE };
  return { message: "{minutes} min", values: { minutes } };
}

/** A group's wait on the staff console: "25 min", "over 2 h" or "Host confirms wait". */
export function toldWaitLabel(told: QuoteTold, minutes: number): string {
  if (told === "no_table") return HOST_CONFIRMS_LABEL;
  if (told === "over_two_hours") return OVER_TWO_HOURS_MESSAGE;
  return `${minutes} min`;
}
