/**
 * The quote summary's upkeep: a seat adds the party to its cells (weekday × hour, hour, group, and its line-state cell,
 * for which the parties waiting ahead when it joined are recounted from today's entries) in the seat's own
 * transaction; a put-back of a seated party takes out exactly what its seat added. The process's cached cells of the
 * store are forgotten after either (quote-cache.ts forgetQuoteCells).
 */
import {
  aheadAtArrival,
  type Executor,
  lockQuoteCells,
  saveQuoteCell,
  setQuoteResidual,
  type WaitlistEntryRow,
} from "@seatline/db";
import {
  applyObservation,
  baseQuote,
  cellKey,
  emptyCell,
  observationsOf,
  type SeatObservation,
  type WaitGroup,
  waitGroupOf,
} from "@seatline/domain";
import { type QuoteStore, storeWeekdayHour } from "./quote-reads";

const GROUP_SIZES: Record<WaitGroup, { min: number; max: number }> = {
  solo: { min: 1, max: 1 },
  two: { min: 2, max: 2 },
  three_four: { min: 3, max: 4 },
  five_plus: { min: 5, max: 1_000_000 },
};

async function observationOf(
  tx: Executor,
  store: QuoteStore,
  entry: WaitlistEntryRow,
  exited: Date,
): Promise<Omit<SeatObservation, "residual"> | null> {
  if (entry.quoteQueueMinutes === null) return null;
  const group = waitGroupOf(entry.partySize);
  return {
    group,
    ...storeWeekdayHour(store.timezone, entry.enteredTime),
    queue: entry.quoteQueueMinutes,
    wait: Math.max(0, (exited.getTime() - entry.enteredTime.getTime()) / 60000),
    ahead: await aheadAtArrival(tx, store.id, entry, GROUP_SIZES[group]),
  };
}

/**
 * Seat: adds the party to its cells (weekday × hour, hour, group, and its line-state cell) inside the seat's
 * transaction.
 */
export async function recordSeat(tx: Executor, store: QuoteStore, entry: WaitlistEntryRow, seatedAt: Date) {
  const o = await observationOf(tx, store, entry, seatedAt);
  if (!o) return;
  const pending = observationsOf({ ...o, residual: 0 });
  const cells = await lockQuoteCells(
    tx,
    store.id,
    pending.map((p) => p.key),
  );
  const base = baseQuote((k) => cells.get(cellKey(k)), o.group, o.dow, o.hour, o.queue).value;
  const obs: SeatObservation = { ...o, residual: o.wait - base };
  for (const { key, obs: add } of observationsOf(obs))
    await saveQuoteCell(tx, store.id, key, applyObservation(cells.get(cellKey(key)) ?? emptyCell(), add));
  await setQuoteResidual(tx, store.id, entry.id, obs.residual);
}

/** Put back of a seated party: takes out exactly what its seat added. */
export async function unrecordSeat(tx: Executor, store: QuoteStore, entry: WaitlistEntryRow) {
  if (entry.status !== "seated" || entry.quoteResidual === null || !entry.exitedTime) return;
  const o = await observationOf(tx, store, entry, entry.exitedTime);
  if (!o) return;
  const obs: SeatObservation = { ...o, residual: entry.quoteResidual };
  const taken = observationsOf(obs);
  const cells = await lockQuoteCells(
    tx,
    store.id,
    taken.map((p) => p.key),
  );
  for (const { key, obs: take } of taken)
    await saveQuoteCell(
      tx,
      store.id,
      key,
      applyObservation(cells.get(cellKey(key)) ?? emptyCell(), take, -1),
    );
  await setQuoteResidual(tx, store.id, entry.id, null);
}
