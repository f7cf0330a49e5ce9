/** create_test_message (SPEC §3 "Text message payload"): queues a test text to a phone for a ticket. */
import { waitlistText } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { queueText } from "../../notify/outbox";
import type { StaffScope } from "../auth/types";

export async function queueTestMessage(
  deps: AppDeps,
  staff: StaffScope,
  input: { phone: string; ticket: string },
): Promise<{ queued: true; id: number }> {
  const now = deps.clock.now();
  const body = waitlistText("test", staff.store.name, input.ticket);
  const id = await deps.db.transaction((tx) =>
    queueText(tx, { storeId: staff.store.id, kind: "test", toPhone: input.phone, body }, now),
  );
  return { queued: true, id };
}
