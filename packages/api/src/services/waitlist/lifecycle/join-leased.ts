/**
 * The kiosk's join (docs/architecture.md "Offline kiosk"): online, the ordinary join; replayed after an outage with a
 * ticket leased to this kiosk, the one statement takes that ticket instead of the counter's
 * (seatline_join with its lease, packages/db/sql/functions/seatline_join.sql). A lease that is no longer good (another business day,
 * come round in the cycle, unknown to this kiosk) gives the guest a fresh ticket rather than losing them; a lease used
 * already answers the entry it made (the same join sent twice).
 */
import { hasKioskLease, joinInOneStatement } from "@seatline/db";
import { DomainError, JOIN_AT_ANOTHER_STORE, type JoinWaitlist, type KioskJoinView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { isRepeat, type KeyedRepeat, type StatementKey } from "../../repeat-keys/keyed-statement";
import { entryView } from "../entry-view";
import { entryMadeByKey, type JoinScope, joinedWithKey, joinWaitlistRow, prepareJoin } from "./join";
import { kioskStanding } from "./kiosk-standing";

/**
 * `device`: the caller is a kiosk's device session. Its online join also answers where the guest stands (the ticket
 * shows it); a person's session (a host trying the kiosk) gets the entry alone, as before. A replayed offline join
 * answers the entry alone too: its guest left long ago with the offline ticket. `key`: the call's Idempotency-Key
 * (services/repeat-keys/keyed-statement.ts); a repeat an earlier call answered returns that answer (a KeyedRepeat).
 */
export async function joinFromKiosk(
  deps: AppDeps,
  scope: JoinScope,
  deviceId: string,
  input: JoinWaitlist,
  device: boolean,
  key: StatementKey | undefined,
): Promise<KioskJoinView | KeyedRepeat> {
  const leased = input.leased;
  if (!leased) {
    const joined = await joinWaitlistRow(deps, scope, input, "kiosk", { key });
    if (isRepeat(joined)) return joined;
    const view = entryView(joined.row, deps.clock.now());
    return device ? { ...view, standing: await kioskStanding(deps, scope, joined.row) } : view;
  }
  if (leased.storeId !== undefined && leased.storeId !== scope.store.id)
    throw new DomainError("FORBIDDEN", JOIN_AT_ANOTHER_STORE);
  const now = deps.clock.now();
  const made = await entryMadeByKey(deps.db, scope.store.id, key);
  if (made) return isRepeat(made) ? made : entryView(made.row, now);
  const admitted = await hasKioskLease(deps.db, scope.store.id, deviceId, leased.ticket);
  const prepared = await prepareJoin(deps, scope, input, "kiosk", now, { admitted });
  const lease = { deviceId, ticket: leased.ticket, joinedAt: new Date(leased.joinedAt) };
  const joined = key
    ? await joinedWithKey(
        deps.db,
        scope.store.id,
        key,
        await joinInOneStatement(deps.db, prepared, { key: key.claim, lease }),
      )
    : await joinInOneStatement(deps.db, prepared, { lease });
  return isRepeat(joined) ? joined : entryView(joined.row, now);
}
