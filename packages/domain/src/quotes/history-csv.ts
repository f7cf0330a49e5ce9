/**
 * The backtest's history CSV: one store, one row per party, header `party_size,entered_time,exited_time,outcome`
 * (ISO 8601 times with offset; outcome seated, no_show or cancelled; extra columns ignored). The store-local weekday
 * and hour are read from the wall clock written in entered_time, before its offset. Optional columns give a seated
 * party's table as the floor recorded it: `table` (the layout's table ids, joined by +), `turning_time` and
 * `bussing_time` (when the host marked the table so, empty if never) and `cleared_time` (when it was free again).
 */
import { isoDow, type Outcome, type SimParty } from "./simulator";

export interface HistoryRow {
  partySize: number;
  enteredMs: number;
  exitedMs: number;
  outcome: Outcome;
  /** Store-local date, weekday (1..7) and hour of arrival. */
  date: string;
  dow: number;
  hour: number;
  /** A seated party's tables and the instants its occupancy turned, was bussed and cleared (when recorded). */
  tables?: number[];
  turningMs?: number;
  bussingMs?: number;
  clearedMs?: number;
}

export const HISTORY_HEADER = "party_size,entered_time,exited_time,outcome";
const TABLE_COLUMNS = "table,turning_time,bussing_time,cleared_time";
const ISO_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const OUTCOMES: readonly Outcome[] = ["seated", "no_show", "cancelled"];

export class HistoryCsvError extends Error {}

function parseTime(value: string, line: number, column: string): { ms: number; date: string; hour: number } {
  const m = ISO_RE.exec(value.trim());
  const ms = Date.parse(value.trim());
  if (!m || Number.isNaN(ms)) {
    throw new HistoryCsvError(`line ${line}: ${column} "${value}" is not an ISO 8601 time with an offset`);
  }
  return { ms, date: m[1] ?? "", hour: Number(m[2]) };
}

export function parseHistoryCsv(text: string): HistoryRow[] {
  const all = text.split(/\r?\n/);
  // Lines before the header are skipped (e.g. the banner `pnpm quotes:simulate > file` writes first).
  const start = all.findIndex((l) => /party_size/i.test(l) && /entered_time/i.test(l));
  const lines = all.slice(Math.max(0, start)).filter((l) => l.trim() !== "");
  const header = (lines[0] ?? "").split(",").map((h) => h.trim().toLowerCase());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new HistoryCsvError(`the header has no ${name} column (expected ${HISTORY_HEADER})`);
    return i;
  };
  const [iSize, iIn, iOut, iOutcome] = [
    col("party_size"),
    col("entered_time"),
    col("exited_time"),
    col("outcome"),
  ];
  const [iTable, iTurning, iBussing, iCleared] = TABLE_COLUMNS.split(",").map((c) => header.indexOf(c));
  const rows: HistoryRow[] = [];
  lines.slice(1).forEach((raw, k) => {
    const line = Math.max(0, start) + k + 2;
    const cells = raw.split(",");
    const size = Number(cells[iSize]);
    if (!Number.isInteger(size) || size < 1)
      throw new HistoryCsvError(`line ${line}: party_size must be a whole number ≥ 1`);
    const outcome = (cells[iOutcome] ?? "").trim().toLowerCase() as Outcome;
    if (!OUTCOMES.includes(outcome))
      throw new HistoryCsvError(`line ${line}: outcome must be seated, no_show or cancelled`);
    const entered = parseTime(cells[iIn] ?? "", line, "entered_time");
    const exited = parseTime(cells[iOut] ?? "", line, "exited_time");
    if (exited.ms < entered.ms) throw new HistoryCsvError(`line ${line}: exited_time is before entered_time`);
    const row: HistoryRow = {
      partySize: size,
      enteredMs: entered.ms,
      exitedMs: exited.ms,
      outcome,
      date: entered.date,
      dow: isoDow(entered.date),
      hour: entered.hour,
    };
    const tableCell = (cells[iTable ?? -1] ?? "").trim();
    if (outcome === "seated" && tableCell !== "") {
      const ids = tableCell.split("+").map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1))
        throw new HistoryCsvError(`line ${line}: table must be table ids joined by +`);
      const at = (i: number | undefined, column: string) => {
        const v = (cells[i ?? -1] ?? "").trim();
        if (v === "") return undefined;
        const ms = parseTime(v, line, column).ms;
        if (ms < exited.ms) throw new HistoryCsvError(`line ${line}: ${column} is before exited_time`);
        return ms;
      };
      row.tables = ids;
      row.turningMs = at(iTurning, "turning_time");
      row.bussingMs = at(iBussing, "bussing_time");
      row.clearedMs = at(iCleared, "cleared_time");
      if (row.clearedMs === undefined)
        throw new HistoryCsvError(`line ${line}: a seated party's table needs its cleared_time`);
    }
    rows.push(row);
  });
  return rows;
}

/** A store-local wall-clock time (date + minutes since its midnight) written as ISO 8601 with the offset. */
export function localIso(date: string, minutes: number, offset: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + Math.round(minutes * 60) * 1000);
  return `${at.toISOString().slice(0, 19)}${offset}`;
}

export function formatHistoryCsv(parties: readonly SimParty[], offset: string): string {
  const lines = [`${HISTORY_HEADER},${TABLE_COLUMNS}`];
  const at = (m: number | undefined, date: string) => (m === undefined ? "" : localIso(date, m, offset));
  for (const p of parties) {
    const table =
      p.table === undefined
        ? ",,,"
        : `${p.table},${at(p.turningMin, p.date)},${at(p.bussingMin, p.date)},${at(p.clearedMin, p.date)}`;
    lines.push(
      `${p.size},${localIso(p.date, p.enteredMin, offset)},${localIso(p.date, p.exitedMin, offset)},${p.outcome},${table}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
