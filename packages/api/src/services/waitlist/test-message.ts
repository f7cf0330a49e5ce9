/**
 * create_test_message (docs/product.md#records, "Text message payload"): queues a test text to a phone for a ticket, at most
 * TEST_TEXT_LIMIT per store an hour (without a limit a staff or kiosk session could text any number of phones).
 */
import { DomainError, waitlistText } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { queueText } from "../../notify/outbox";
import { countWithin } from "../../security/limits";
import type { StaffScope } from "../auth/types";

export const TEST_TEXT_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const TOO_MANY_TEST_TEXTS =
  "Too many test texts from this store. You can send 10 an hour; please try again later.";

export async function queueTestMessage(
  deps: AppDeps,
  staff: StaffScope,
  input: { phone: string; ticket: string },
): Promise<{ queued: boolean; id: number | null }> {
  if (!(await countWithin(deps, "texts:test", staff.store.id, TEST_TEXT_LIMIT)))
    throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_TEST_TEXTS);
  const now = deps.clock.now();
  const body = waitlistText("test", staff.store.name, input.ticket);
  const id = await deps.db.transaction((tx) =>
    queueText(tx, { storeId: staff.store.id, kind: "test", toPhone: input.phone, body }, now),
  );
  // Nothing is queued to a phone that opted out of this store's texts.
  return { queued: id !== null, id };
}
