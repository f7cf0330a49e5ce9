/**
 * Rows as JSON keyed by column name, for the statements that pass whole rows to and from PostgreSQL in one call (the
 * join, the booking, the kiosk's leases) and the reads that answer rows as to_jsonb or json_agg. Built from the Drizzle
 * tables, so no SQL function holds a column list.
 */
import { getTableColumns, type Table } from "drizzle-orm";

/** A table's columns as rows to and from JSON need them: the field, the JSON key, whether it is a timestamp. */
const jsonColumns = new WeakMap<Table, { key: string; name: string; date: boolean }[]>();
function jsonColumnsOf(table: Table) {
  let cols = jsonColumns.get(table);
  if (!cols) {
    cols = Object.entries(getTableColumns(table)).map(([key, col]) => ({
      key,
      name: col.name,
      date: col.dataType === "date",
    }));
    jsonColumns.set(table, cols);
  }
  return cols;
}

/** A row's values keyed by the table's column names (dates as ISO strings); undefined values are left out. */
export function columnJson<T extends Table>(
  table: T,
  values: Partial<T["$inferInsert"]>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const col of jsonColumnsOf(table)) {
    const v = (values as Record<string, unknown>)[col.key];
    if (v === undefined) continue;
    out[col.name] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * The inverse of columnJson for a row PostgreSQL answered as to_jsonb(row) or in a json_agg (timestamps as ISO
 * text): the row Drizzle's select would answer, without its per-column mapping (the host list maps 200 at a time).
 */
export function rowFromColumnJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T["$inferSelect"] {
  const out: Record<string, unknown> = {};
  for (const col of jsonColumnsOf(table)) {
    const v = json[col.name];
    out[col.key] = v === undefined || v === null ? null : col.date ? new Date(v as string) : v;
  }
  return out as T["$inferSelect"];
}

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
