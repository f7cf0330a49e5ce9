/** The backtest's --tables file: the documented table-settings object (the company field, if present, is ignored). */
import { tableSettingsSchema } from "../entities/waitlist";
import type { TableSettings } from "../wait-quote";
import { HistoryCsvError } from "./history-csv";

export function parseTablesJson(text: string): TableSettings {
  const parsed = tableSettingsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HistoryCsvError(
      `tables: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "is not a table-settings object"}`,
    );
  }
  return parsed.data;
}
