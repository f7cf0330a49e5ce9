/** The staff settings forms (docs/product.md#settings, #validation, #limits): dirty checks, table fields, choices, link codes. */
import {
  MAX_PERSONS_RANGE,
  MAX_TABLES_RANGE,
  reservationIntervals,
  reservationMessages,
} from "./entities/reservations";
import type { TableSettings } from "./wait-quote";

/** Whether a form differs from the values last loaded or saved (same keys, compared with ===). */
export function isFormChanged<T extends object>(saved: T, current: T): boolean {
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
  for (const key of keys) {
    if ((saved as Record<string, unknown>)[key] !== (current as Record<string, unknown>)[key]) return true;
  }
  return false;
}

/** The eight table fields in screen order: per group, tables then average turn minutes. */
export const tableSettingsKeys = [
  "solo_tables_total",
  "solo_tables_turn_avg",
  "two_tables_total",
  "two_tables_turn_avg",
  "three_four_tables_total",
  "three_four_tables_turn_avg",
  "five_plus_tables_total",
  "five_plus_tables_turn_avg",
] as const satisfies readonly (keyof TableSettings)[];
export type TableSettingsKey = (typeof tableSettingsKeys)[number];

/** The table form as typed: one text per field. */
export type TableSettingsForm = Record<TableSettingsKey, string>;

export function tableSettingsToForm(t: TableSettings): TableSettingsForm {
  return {
    solo_tables_total: String(t.solo_tables_total),
    solo_tables_turn_avg: String(t.solo_tables_turn_avg),
    two_tables_total: String(t.two_tables_total),
    two_tables_turn_avg: String(t.two_tables_turn_avg),
    three_four_tables_total: String(t.three_four_tables_total),
    three_four_tables_turn_avg: String(t.three_four_tables_turn_avg),
    five_plus_tables_total: String(t.five_plus_tables_total),
    five_plus_tables_turn_avg: String(t.five_plus_tables_turn_avg),
  };
}

/** A table field parsed as a whole number, or null when it is empty or not a number. */
export function parseTableField(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(n) ? n : null;
}

/** docs/product.md#validation: every field parsed as an integer, or null when any is empty or not a number. */
export function parseTableSettingsForm(form: TableSettingsForm): TableSettings | null {
  const out: Partial<Record<TableSettingsKey, number>> = {};
  for (const key of tableSettingsKeys) {
    const n = parseTableField(form[key]);
    if (n === null) return null;
    out[key] = n;
  }
  return out as TableSettings;
}

/** Save is enabled when every field is a number and the values differ from the saved ones. */
export function canSaveTableSettings(saved: TableSettings, form: TableSettingsForm): boolean {
  const parsed = parseTableSettingsForm(form);
  return parsed !== null && isFormChanged(saved, parsed);
}

/** Time slot increments and their labels (docs/product.md#limits). */
export function intervalLabel(minutes: number): string {
  return minutes === 60 ? "1 Hour" : `${minutes} Minutes`;
}
export const reservationIntervalOptions: readonly { value: number; label: string }[] =
  reservationIntervals.map((minutes) => ({ value: minutes, label: intervalLabel(minutes) }));

function range(min: number, max: number, step = 1): number[] {
  const out: number[] = [];
  for (let n = min; n <= max; n += step) out.push(n);
  return out;
}

/** Max reservations per slot 1 to 10; max people per slot 5 to 50 in steps of 5. */
export const maxTablesOptions: readonly number[] = range(MAX_TABLES_RANGE.min, MAX_TABLES_RANGE.max);
export const maxPersonsOptions: readonly number[] = range(
  MAX_PERSONS_RANGE.min,
  MAX_PERSONS_RANGE.max,
  MAX_PERSONS_RANGE.step,
);

/** Link code check before creating (docs/product.md#validation): not blank; unique among the store's codes. Null when fine. */
export function linkCodeRefusal(code: string, existingCodes: readonly string[]): string | null {
  const trimmed = code.trim();
  if (!trimmed) return reservationMessages.linkCode;
  if (existingCodes.some((c) => c.trim() === trimmed)) return reservationMessages.linkCodeTaken;
  return null;
}
