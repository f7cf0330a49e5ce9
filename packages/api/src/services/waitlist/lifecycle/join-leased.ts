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
import { entryView } from "../entry-view";
import { entryMadeByKey, type JoinScope, joinedWithKey, joinWaitlistRow, prepareJoin } from "./join";
import { kioskStanding } from "./kiosk-standing";

/**
 * `device`: the caller is a kiosk's device session. Its online join also answers where the guest stands (the ticket
 * shows it); a person's session (a host trying the kiosk) gets the entry alone, as before. A replayed offline join
 * answers the entry alone too: its guest left long ago with the offline ticket.
 */
export async function joinFromKiosk(
  deps: AppDeps,
  scope: JoinScope,
  deviceId: string,
  input: JoinWaitlist,
  device = false,
): Promise<KioskJoinView> {
  const leased = input.leased;
  if (!leased) {
    const { row } = await joinWaitlistRow(deps, scope, input, "kiosk");
    const view = entryView(row, deps.clock.now());
    return device ? { ...view, standing: await kioskStanding(deps, scope, row) } : view;
  }
  if (leased.storeId !== undefined && leased.storeId !== scope.store.id)
    throw new DomainError("FORBIDDEN", JOIN_AT_ANOTHER_STORE);
  const now = deps.clock.now();
  const made = await entryMadeByKey(deps, scope.store.id);
  if (made) return entryView(made, now);
  const admitted = await hasKioskLease(deps.db, scope.store.id, deviceId, leased.ticket);
  const prepared = await prepareJoin(deps, scope, input, "kiosk", now, { admitted });
  const lease = { deviceId, ticket: leased.ticket, joinedAt: new Date(leased.joinedAt) };
  const key = deps.statementKey;
  const { row } = key
    ? await joinedWithKey(
        deps.db,
        scope.store.id,
        key,
        await joinInOneStatement(deps.db, prepared, { key: key.claim, lease }),
      )
    : await joinInOneStatement(deps.db, prepared, { lease });
  return entryView(row, now);
}
