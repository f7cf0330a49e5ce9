/** The wait-quote summary (quote_stats) and tonight's seats it is read with; every query filters by store_id. */
import { type CellKey, type CellStats, cellKey, emptyCell, LINE, RESIDUAL_BINS } from "@seatline/domain";
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Executor } from "../client";
import { quoteStats } from "../schema/quotes";
import { waitlistEntries } from "../schema/waitlist";

type QuoteStatsRow = typeof quoteStats.$inferSelect;

function cellOf(r: QuoteStatsRow): CellStats {
  const residuals = r.residuals.slice(0, RESIDUAL_BINS);
  while (residuals.length < RESIDUAL_BINS) residuals.push(0);
  return { n: r.n, sumX: r.sumX, sumX2: r.sumX2, sumY: r.sumY, sumXY: r.sumXY, residuals };
}

function valuesOf(storeId: string, key: CellKey, c: CellStats) {
  return {
    storeId,
    grp: key.group,
    dow: key.dow,
    hour: key.hour,
    n: c.n,
    sumX: c.sumX,
    sumX2: c.sumX2,
    sumY: c.sumY,
    sumXY: c.sumXY,
    residuals: c.residuals,
  };
}

/**
 * The cells of one weekday (and of any weekday) for the given hours (and any hour), and every line-state cell
 * (weekday LINE: at most 4 groups × 70 line states), keyed by cellKey.
 */
export async function readQuoteCells(
  db: Executor,
  storeId: string,
  dow: number,
  hours: readonly number[],
): Promise<Map<string, CellStats>> {
  const rows = await db
    .select()
    .from(quoteStats)
    .where(
      and(
        eq(quoteStats.storeId, storeId),
        or(
          and(inArray(quoteStats.dow, [dow, -1]), inArray(quoteStats.hour, [...hours, -1])),
          eq(quoteStats.dow, LINE),
        ),
      ),
    );
  return new Map(
    rows.map((r) => [cellKey({ group: r.grp as CellKey["group"], dow: r.dow, hour: r.hour }), cellOf(r)]),
  );
}

/** Locks (creating when missing) the cells a seated party counts in, until the transaction ends. */
export async function lockQuoteCells(
  tx: Executor,
  storeId: string,
  keys: readonly CellKey[],
): Promise<Map<string, CellStats>> {
  await tx
    .insert(quoteStats)
    .values(keys.map((k) => valuesOf(storeId, k, emptyCell())))
    .onConflictDoNothing();
  const out = new Map<string, CellStats>();
  for (const k of keys) {
    const [row] = await tx
      .select()
      .from(quoteStats)
      .where(
        and(
          eq(quoteStats.storeId, storeId),
          eq(quoteStats.grp, k.group),
          eq(quoteStats.dow, k.dow),
          eq(quoteStats.hour, k.hour),
        ),
      )
      .for("update");
    out.set(cellKey(k), row ? cellOf(row) : emptyCell());
  }
  return out;
}

export async function saveQuoteCell(
  tx: Executor,
  storeId: string,
  key: CellKey,
  cell: CellStats,
): Promise<void> {
  const { storeId: _s, grp: _g, dow: _d, hour: _h, ...set } = valuesOf(storeId, key, cell);
  await tx
    .update(quoteStats)
    .set(set)
    .where(
      and(
        eq(quoteStats.storeId, storeId),
        eq(quoteStats.grp, key.group),
        eq(quoteStats.dow, key.dow),
        eq(quoteStats.hour, key.hour),
      ),
    );
}

/** Writes a whole summary at once (the demo seed); replaces existing cells. */
export async function replaceQuoteCells(
  db: Executor,
  storeId: string,
  cells: readonly { key: CellKey; stats: CellStats }[],
): Promise<void> {
  await db.delete(quoteStats).where(eq(quoteStats.storeId, storeId));
  for (let i = 0; i < cells.length; i += 200) {
    await db.insert(quoteStats).values(cells.slice(i, i + 200).map((c) => valuesOf(storeId, c.key, c.stats)));
  }
}

export interface TonightSeatRow {
  partySize: number;
  enteredTime: Date;
  exitedTime: Date;
  quoteQueueMinutes: number | null;
}

/**
 * Parties of a business date seated since an instant (the estimator's tonight), newest first, at most 200: the query
 * tonightSeats runs, and the join's context nests (join-context.ts).
 */
export function tonightSeatsQuery(db: Executor, storeId: string, businessDate: string, since: Date) {
  return db
    .select({
      partySize: waitlistEntries.partySize,
      enteredTime: waitlistEntries.enteredTime,
      exitedTime: waitlistEntries.exitedTime,
      quoteQueueMinutes: waitlistEntries.quoteQueueMinutes,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.businessDate, businessDate),
        eq(waitlistEntries.status, "seated"),
        gt(waitlistEntries.exitedTime, since),
      ),
    )
    .orderBy(desc(waitlistEntries.exitedTime))
    .limit(200);
}

export async function tonightSeats(
  db: Executor,
  storeId: string,
  businessDate: string,
  since: Date,
): Promise<TonightSeatRow[]> {
  const rows = await tonightSeatsQuery(db, storeId, businessDate, since);
  return rows.flatMap((r) => (r.exitedTime ? [{ ...r, exitedTime: r.exitedTime }] : []));
}

/** tonightSeatsQuery's rows as `json_agg` answers them (column names, times as ISO text), in the same order. */
export function tonightSeatsOf(json: unknown): TonightSeatRow[] {
  const rows = (typeof json === "string" ? JSON.parse(json) : (json ?? [])) as {
    party_size: number;
    entered_time: string;
    exited_time: string | null;
    quote_queue_minutes: number | null;
  }[];
  return rows.flatMap((r) =>
    r.exited_time
      ? [
          {
            partySize: r.party_size,
            enteredTime: new Date(r.entered_time),
            exitedTime: new Date(r.exited_time),
            quoteQueueMinutes: r.quote_queue_minutes,
          },
        ]
      : [],
  );
}

/**
 * Parties of a size range that were waiting when an entry joined (joined before it the same business day, or at the
 * same instant with a lower id, and left after it joined or are still there): the "parties ahead" its quote saw, recounted when it is seated or put back.
 */
export async function aheadAtArrival(
  db: Executor,
  storeId: string,
  entry: { id: number; businessDate: string; enteredTime: Date },
  sizes: { min: number; max: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.businessDate, entry.businessDate),
        gte(waitlistEntries.partySize, sizes.min),
        lte(waitlistEntries.partySize, sizes.max),
        // joined earlier, or at the same instant with a lower id (the join order)
        or(
          lt(waitlistEntries.enteredTime, entry.enteredTime),
          and(eq(waitlistEntries.enteredTime, entry.enteredTime), lt(waitlistEntries.id, entry.id)),
        ),
        or(isNull(waitlistEntries.exitedTime), gt(waitlistEntries.exitedTime, entry.enteredTime)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Sets the residual a seated party added to the summary (null when taken back). */
export async function setQuoteResidual(
  tx: Executor,
  storeId: string,
  id: number,
  residual: number | null,
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ quoteResidual: residual })
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.id, id)));
}
