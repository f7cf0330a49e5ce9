/**
 * The kiosk's IndexedDB (docs/architecture.md "Offline kiosk"): the queue of offline joins and the leased tickets, so
 * one transaction can take a leased ticket and queue the join together (a ticket is never both in the pool and in the
 * queue). The wrapper is packages/ui's `idbDatabase`, shared with the host console.
 */
import { idbDatabase } from "@seatline/ui";

export const JOINS = "joins";
export const META = "meta";

const kioskDb = idbDatabase("seatline-kiosk", {
  // Queued joins, by their idempotency key; `order` keeps the order guests joined in.
  [JOINS]: { keyPath: "key" },
  // Small records by name (the leased tickets).
  [META]: {},
});

export const inTransaction = kioskDb.inTransaction;
