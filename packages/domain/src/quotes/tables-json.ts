/**
 * The backtest's --tables file: the documented table-settings object (the company field, if present, is ignored) and,
 * optionally, `layout`: the floor's tables (id, name, minSeats, maxSeats, areaName, areaSeating; combinableWith and
 * takes optional) that the history's `table` column names. `pnpm quotes:simulate --tables-out` writes both.
 */
import { z } from "zod";
import { areaSeatings, tableTakes } from "../entities/floor";
import { tableSettingsSchema } from "../entities/waitlist";
import type { TableSettings } from "../wait-quote";
import { HistoryCsvError } from "./history-csv";
import type { RoomTable } from "./room-model";

const layoutSchema = z
  .array(
    z.object({
      id: z.number().int().min(1),
      name: z.string(),
      minSeats: z.number().int().min(1),
      maxSeats: z.number().int().min(1),
      combinableWith: z.array(z.number().int()).default([]),
      takes: z.enum(tableTakes).default("both"),
      areaName: z.string(),
      areaSeating: z.enum(areaSeatings),
    }),
  )
  .optional();

function refused(error: z.ZodError, what: string): never {
  const issue = error.issues[0];
  throw new HistoryCsvError(`${what}: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "is not valid"}`);
}

/** The table settings and the layout, if the file has one. */
export function parseTablesFile(text: string): { tables: TableSettings; layout: RoomTable[] | null } {
  const json = JSON.parse(text) as Record<string, unknown>;
  const parsed = tableSettingsSchema.safeParse(json);
  if (!parsed.success) refused(parsed.error, "tables");
  const layout = layoutSchema.safeParse(json?.layout);
  if (!layout.success) refused(layout.error, "tables layout");
  return { tables: parsed.data, layout: layout.data ?? null };
}
