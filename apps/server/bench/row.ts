/**
 * What a bench row is and the targets it asks of (rows.ts lists the rows, floor-rows.ts the floor's). A file of its
 * own so the lists can share it without importing each other.
 */
import type { LoadRequest } from "./load-generator";

export interface Row {
  name: string;
  /** The row this row is compared with (none for the baselines themselves and rows without one). */
  vs?: string;
  request: (t: Targets) => Omit<LoadRequest, "seconds" | "connections">;
  /** Joins grow the line: the rows they added are removed after each run, so every read sees the seeded 200. */
  addsEntries?: boolean;
  /** The store's line is topped up to this many waiting before each run (and put back to 200 after). */
  waiting?: number;
  /** Connections for this row when not BENCH_CONNECTIONS (1: one request at a time, so p99 is server time). */
  connections?: number;
}

export interface Targets {
  subject: string;
  /** Server C: BENCH_COMPARE_DIR's server, when set. */
  compare: string;
  login: { email: string; password: string };
  bare: string;
  auth: Record<string, string>;
  storeId: string;
  scope: string;
  companySlug: string;
  storeSlug: string;
  today: string;
  busyDate: string;
  bookingDates: string[];
  /** The owner's 90-day report range, ending today. */
  report: { from: string; to: string };
  /** Stores of their own company, each with a session and a line of its own (joins spread over them). */
  spread: { storeId: string; token: string }[];
  /** A store with a realistic floor (floor-rows.ts): its session and its tables. */
  floor: { storeId: string; token: string; tables: number; seated: number };
}
