/**
 * The floor read's bare baseline (apps/server/bench/bare-server.ts, GET /floor): postgres.js without the ORM, one query
 * of the store's live tables with their area and the party at each (the open occupancy row), the same tables and
 * states the Floor tab's floor.view answers.
 */
import postgres from "postgres";

export function createBareFloorDb(url: string, poolMax: number) {
  const sql = postgres(url, { max: poolMax, onnotice: () => {} });
  return {
    read: (store: string) => sql`select t.*, a.name as area_name, o.state, o.party_name, o.party_size,
        o.seated_at, o.seating_id, o.waitlist_entry_id, o.reservation_id
      from floor_tables t
        join floor_areas a on a.id = t.area_id
        left join table_occupancies o on o.table_id = t.id and o.cleared_at is null
      where t.store_id = ${store} and t.retired_at is null
      order by t.id`,
    end: () => sql.end({ timeout: 2 }),
  };
}
