/**
 * How many exports may stream at once (docs/product.md#reports). An export reads a store's whole history batch by
 * batch and deflates it for as long as the client takes to download it, so a few slow or repeated downloads could
 * hold the database pool and the CPU the restaurants' live screens need. Each server process lets EXPORT_LIMITS.perStore
 * run per store and EXPORT_LIMITS.perProcess in all; beyond that the answer is a 429 with a plain message. A slot is
 * given back when its stream ends, fails or the client goes away. Always on: it bounds work, not a flood.
 */
import { DomainError } from "@seatline/domain";

export const EXPORT_LIMITS = { perStore: 2, perProcess: 6 } as const;

export const TOO_MANY_STORE_EXPORTS = `Your store already has ${EXPORT_LIMITS.perStore} report downloads in progress. Please wait for one to finish, then try again.`;
export const TOO_MANY_EXPORTS =
  "The server is busy with other report downloads. Please try again in a minute.";

/** Seconds a refused download is told to wait (Retry-After). */
export const EXPORT_RETRY_AFTER_S = 30;

const byStore = new Map<string, number>();
let inFlight = 0;

/** Takes one export slot of `storeId` or refuses (429); answers the function that gives it back (once). */
export function takeExportSlot(storeId: string): () => void {
  const ofStore = byStore.get(storeId) ?? 0;
  if (ofStore >= EXPORT_LIMITS.perStore) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_STORE_EXPORTS);
  if (inFlight >= EXPORT_LIMITS.perProcess) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_EXPORTS);
  byStore.set(storeId, ofStore + 1);
  inFlight += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    inFlight -= 1;
    const left = (byStore.get(storeId) ?? 1) - 1;
    if (left > 0) byStore.set(storeId, left);
    else byStore.delete(storeId);
  };
}

/** Exports streaming now in this process (tests). */
export function exportsInFlight(): number {
  return inFlight;
}
