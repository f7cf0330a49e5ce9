/**
 * The exports' CSV (docs/product.md#reports): UTF-8, a header row with the columns as the staff console labels them, RFC 4180
 * quoting, CRLF line ends, times in store-local wall clock. A cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe, so a guest's name cannot inject one. So is
 * every formula character that follows a separator inside a cell (, ; tab | or a line break, spaces between): a
 * spreadsheet opening the file with another list separator (";" in German, French or Spanish locales) splits the
 * cell there, and quotes only protect a cell that starts with them.
 */
import { storeWallClock } from "../store-time";

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: numbers as they are, text quoted when it must be and defused when it starts like a formula. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = defuseFormulas(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Formula characters after a separator (or at the start): wherever a reader might begin a cell. */
const FORMULA_AFTER_SEPARATOR = /([,;|\t\r\n])([ \t]*)([=+\-@])/g;

/** The text with an apostrophe before every place a spreadsheet could start a formula, with any list separator. */
export function defuseFormulas(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1$2'$3");
  return /^[=+\-@\t\r]/.test(inner) ? `'${inner}` : inner;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export interface CsvColumn<R> {
  label: string;
  value: (row: R, timezone: string) => CsvValue;
}

/** Store-local "YYYY-MM-DD HH:MM" of an instant (empty for none). */
export function localStamp(timezone: string, at: Date | string | null): string {
  if (at === null) return "";
  const w = storeWallClock(timezone, typeof at === "string" ? new Date(at) : at);
  return `${w.date} ${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
}

export interface VisitExportRow {
  businessDate: string;
  ticketId: string;
  customerName: string;
  customerNumber: string | null;
  partySize: number;
  source: string;
  enteredTime: Date | string;
  quotedWaitTime: number;
  exitedTime: Date | string | null;
  actualWaitedTime: number | null;
  status: string;
  note: string;
}

const VISIT_STATUS: Record<string, string> = {
  waiting: "Waiting",
  seated: "Seated",
  no_show: "No show",
  cancelled: "Left the line",
};

export const visitColumns: readonly CsvColumn<VisitExportRow>[] = [
  { label: "Date", value: (r) => r.businessDate },
  { label: "Ticket", value: (r) => r.ticketId },
  { label: "Name", value: (r) => r.customerName },
  { label: "Phone", value: (r) => r.customerNumber },
  { label: "Size", value: (r) => r.partySize },
  { label: "Joined", value: (r, tz) => localStamp(tz, r.enteredTime) },
  { label: "Quoted wait (min)", value: (r) => r.quotedWaitTime },
  { label: "Left the line at", value: (r, tz) => localStamp(tz, r.exitedTime) },
  { label: "Waited (min)", value: (r) => r.actualWaitedTime },
  { label: "Status", value: (r) => VISIT_STATUS[r.status] ?? r.status },
  { label: "Source", value: (r) => r.source },
  { label: "Note", value: (r) => r.note },
];

export interface ReservationExportRow {
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  seatingPreference: string;
  status: string;
  source: string;
  specialRequests: string;
  notes: string;
  createdAt: Date | string;
}

export const reservationColumns: readonly CsvColumn<ReservationExportRow>[] = [
  { label: "Date", value: (r) => r.reservationDate },
  { label: "Time", value: (r) => r.reservationTime },
  { label: "Size", value: (r) => r.partySize },
  { label: "Name", value: (r) => r.guestName },
  { label: "Phone", value: (r) => r.guestPhone },
  { label: "Email", value: (r) => r.guestEmail },
  { label: "Pref", value: (r) => r.seatingPreference },
  { label: "Status", value: (r) => r.status },
  { label: "Source", value: (r) => r.source },
  { label: "Special requests", value: (r) => r.specialRequests },
  { label: "Notes", value: (r) => r.notes },
  { label: "Booked at", value: (r, tz) => localStamp(tz, r.createdAt) },
];

export interface TextExportRow {
  createdAt: Date | string;
  kind: string;
  toPhone: string;
  status: string;
  deliveryStatus: string | null;
  deliveryErrorCode: string | null;
  sentAt: Date | string | null;
  body: string;
}

export const textColumns: readonly CsvColumn<TextExportRow>[] = [
  { label: "Queued at", value: (r, tz) => localStamp(tz, r.createdAt) },
  { label: "Kind", value: (r) => r.kind },
  { label: "To", value: (r) => r.toPhone },
  { label: "Status", value: (r) => r.status },
  { label: "Delivery", value: (r) => r.deliveryStatus },
  { label: "Error code", value: (r) => r.deliveryErrorCode },
  { label: "Sent at", value: (r, tz) => localStamp(tz, r.sentAt) },
  { label: "Message", value: (r) => r.body },
];

export interface TableExportRow {
  seatingId: string;
  seatedAt: Date | string;
  clearedAt: Date | string | null;
  tableName: string;
  areaName: string;
  partyName: string;
  partySize: number;
  waitlistEntryId: number | null;
  reservationId: number | null;
}

/** Whole minutes from seated to cleared of one row (empty while the party is still at the table). */
function rowTurnMinutes(r: TableExportRow): number | null {
  if (r.clearedAt === null) return null;
  return Math.round((new Date(r.clearedAt).getTime() - new Date(r.seatedAt).getTime()) / 60_000);
}

/** One row per table per seating: pushed-together tables share a Seating (a moved party's rows share it too). */
export const tableColumns: readonly CsvColumn<TableExportRow>[] = [
  { label: "Seated at", value: (r, tz) => localStamp(tz, r.seatedAt) },
  { label: "Cleared at", value: (r, tz) => localStamp(tz, r.clearedAt) },
  { label: "Turn (min)", value: rowTurnMinutes },
  { label: "Table", value: (r) => r.tableName },
  { label: "Area", value: (r) => r.areaName },
  { label: "Party", value: (r) => r.partyName },
  { label: "Size", value: (r) => r.partySize },
  {
    label: "Kind",
    value: (r) => (r.reservationId !== null ? "Reservation" : r.waitlistEntryId !== null ? "Walk-in" : ""),
  },
  { label: "Seating", value: (r) => r.seatingId },
];

export function csvHeader<R>(columns: readonly CsvColumn<R>[]): string {
  return csvLine(columns.map((c) => c.label));
}

export function csvRow<R>(columns: readonly CsvColumn<R>[], row: R, timezone: string): string {
  return csvLine(columns.map((c) => c.value(row, timezone)));
}

/** The export kinds, their file names and the columns of each. */
export const reportExports = ["visits", "reservations", "texts", "notify", "tables"] as const;
export type ReportExport = (typeof reportExports)[number];

/** Reads CSV as csvLine writes it (RFC 4180: quoted cells, doubled quotes, CRLF or LF): rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
