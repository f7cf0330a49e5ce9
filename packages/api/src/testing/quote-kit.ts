/** Test helpers of the live quotes: a store whose room the quote does not trust. */
import { type Db, stores, waitlistEntries } from "@seatline/db";
import { storeDate } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { newStatusToken } from "../services/waitlist/lifecycle/status-token";

/** How long before the tests' instant the party was seated: see seatedAtNoTable. */
const SEATED_MINUTES_AGO = 120;

/**
 * Puts on record a party of one that joined and was seated at no table two hours before `now`, as a host who seats
 * without the floor leaves it. The row is written as it stands, without the quote summary's upkeep, so the store's
 * history stays what the test made it.
 *
 * The demo store has live tables, and before tonight's first seat its empty room tells the quote that every table is
 * free (room-model.ts, docs/quotes.md#the-method). Once a walk-in has been seated at no table, an empty room says
 * nothing: the quote reads tonight's seats and the queue model (queue-model.ts) as on a store whose hosts seat
 * without tables, which is what a test of that arithmetic, of the store's history or of a long wait needs. No quote
 * reads this seat otherwise: two hours is past three solo turns (the queue model looks back three turns of the
 * party's group; the demo store's solo turn is 30 minutes) and past tonight's correction's hour, and a party of one is
 * no other group's seat.
 */
export async function seatedAtNoTable(db: Db, storeId: string, now: Date): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`no store ${storeId}`);
  const at = new Date(now.getTime() - SEATED_MINUTES_AGO * 60_000);
  await db.insert(waitlistEntries).values({
    storeId,
    ticketId: "Z9",
    customerId: "Earlier Guest",
    customerName: "Earlier Guest",
    partySize: 1,
    quotedWaitTime: 0,
    businessDate: storeDate(store.timezone, now),
    enteredTime: at,
    status: "seated",
    exitedTime: at,
    actualWaitedTime: 0,
    statusToken: newStatusToken(),
  });
}
