/**
 * Sections and rotation (docs/product.md#sections-and-rotation): a manager keeps the list of servers and puts tables in
 * their sections for the shift; a host marks a server out or back. One transaction each, answered with the floor as it
 * now is, and the floor event tells the other consoles.
 */
import {
  insertServer,
  isUniqueViolation,
  listServers,
  lockStoreServers,
  retireServer,
  setServerOut,
  setTablesSection,
  type Tx,
} from "@seatline/db";
import { conflict, FLOOR_SERVERS_MAX, type FloorView, notFound } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { lockTables } from "./seatings";
import { inFloorTx } from "./table-actions";

const serverNotFound = (id: number) => notFound(`Server ${id} was not found.`);

async function liveServer(tx: Tx, storeId: string, id: number) {
  const server = (await listServers(tx, storeId)).find((s) => s.id === id);
  if (!server) throw serverNotFound(id);
  return server;
}

export function addServer(deps: AppDeps, staff: StaffScope, name: string): Promise<FloorView> {
  return inFloorTx(deps, staff, async (tx) => {
    // Counted under the store's lock: adds made at once take turns, so the cap holds.
    await lockStoreServers(tx, staff.store.id);
    const servers = await listServers(tx, staff.store.id);
    if (servers.length >= FLOOR_SERVERS_MAX)
      throw conflict(`A store lists at most ${FLOOR_SERVERS_MAX} servers. Remove one first.`);
    try {
      await insertServer(tx, staff.store.id, name);
    } catch (err) {
      if (isUniqueViolation(err, "floor_servers_store_name_uq"))
        throw conflict(`${name} is already on the list of servers.`);
      throw err;
    }
  });
}

/** The server leaves the list; their tables are left without a section. Past seatings keep their name. */
export function removeServer(deps: AppDeps, staff: StaffScope, id: number): Promise<FloorView> {
  return inFloorTx(deps, staff, async (tx, now) => {
    if (!(await retireServer(tx, staff.store.id, id, now))) throw serverNotFound(id);
  });
}

export function markServerOut(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  out: boolean,
): Promise<FloorView> {
  return inFloorTx(deps, staff, async (tx) => {
    if (!(await setServerOut(tx, staff.store.id, id, out))) throw serverNotFound(id);
  });
}

/** Puts tables in a server's section (null: no section), the tables locked in the floor's order first. */
export function assignSection(
  deps: AppDeps,
  staff: StaffScope,
  serverId: number | null,
  tableIds: number[],
): Promise<FloorView> {
  return inFloorTx(deps, staff, async (tx) => {
    const ids = [...tableIds].sort((a, b) => a - b);
    await lockTables(tx, staff.store.id, ids);
    if (serverId !== null) await liveServer(tx, staff.store.id, serverId);
    await setTablesSection(tx, staff.store.id, serverId, ids);
  });
}
