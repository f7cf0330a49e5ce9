/**
 * Special access links of the session's store (docs/product.md#records, #validation): a trimmed non-empty code unique in the store; access
 * days normalised to YYYY-MM-DD, deduplicated and sorted ascending; a newly added day is never in the past.
 */
import {
  type AccessLinkRow,
  deleteAccessLink,
  findAccessLink,
  findAccessLinkByCode,
  insertAccessLink,
  isUniqueViolation,
  listAccessLinks,
  type Tx,
  updateAccessLinkRow,
} from "@seatline/db";
import {
  type AccessLink,
  badRequest,
  conflict,
  normaliseAccessDays,
  notFound,
  reservationMessages,
  storeDate,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

export function linkView(row: AccessLinkRow): AccessLink {
  return { uuid: row.uuid, linkCode: row.linkCode, accessDays: normaliseAccessDays(row.accessDays) };
}

export async function readAccessLinks(deps: AppDeps, staff: StaffScope): Promise<AccessLink[]> {
  return (await listAccessLinks(deps.db, staff.store.id)).map(linkView);
}

function cleanCode(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) throw badRequest(reservationMessages.linkCode, "link_code");
  return trimmed;
}

/**
 * One settings transaction. A code another request took in the meantime (the unique index of (store, code) is the
 * arbiter under concurrency) is the documented 409, never a 500.
 */
async function inSettingsTx<T>(deps: AppDeps, storeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const out = await fn(tx);
      await emitStoreEvent(tx, storeId, "settings");
      return out;
    });
  } catch (err) {
    if (isUniqueViolation(err, "access_links_store_code_uq"))
      throw conflict(reservationMessages.linkCodeTaken);
    throw err;
  }
}

export async function createAccessLink(
  deps: AppDeps,
  staff: StaffScope,
  linkCode: string,
): Promise<AccessLink> {
  const code = cleanCode(linkCode);
  return inSettingsTx(deps, staff.store.id, async (tx) => {
    const row = await insertAccessLink(tx, staff.store.id, code, deps.clock.now());
    if (!row) throw conflict(reservationMessages.linkCodeTaken);
    return linkView(row);
  });
}

export interface AccessLinkChange {
  uuid: string;
  linkCode?: string;
  /** The whole new list (the legacy update); omit to keep the list. */
  accessDays?: readonly string[];
  addDate?: string;
  removeDate?: string;
}

/**
 * Renames a link and/or sets, adds or removes access days. The link's row is locked before its days are read, so
 * concurrent changes apply one after another and none is lost.
 */
export async function changeAccessLink(
  deps: AppDeps,
  staff: StaffScope,
  change: AccessLinkChange,
): Promise<AccessLink> {
  const storeId = staff.store.id;
  const today = storeDate(staff.store.timezone, deps.clock.now());
  return inSettingsTx(deps, storeId, async (tx) => {
    const link = await findAccessLink(tx, storeId, change.uuid, true);
    if (!link) throw notFound(reservationMessages.linkNotFound);
    const before = normaliseAccessDays(link.accessDays);
    let days = change.accessDays ? normaliseAccessDays(change.accessDays) : before;
    if (change.addDate !== undefined) days = normaliseAccessDays([...days, change.addDate]);
    if (change.removeDate !== undefined) days = days.filter((d) => d !== change.removeDate?.slice(0, 10));
    if (days.some((d) => d < today && !before.includes(d))) {
      throw badRequest(reservationMessages.pastAccessDate, "access_days");
    }
    let code = link.linkCode;
    if (change.linkCode !== undefined) {
      code = cleanCode(change.linkCode);
      const other = code === link.linkCode ? null : await findAccessLinkByCode(tx, storeId, code);
      if (other) throw conflict(reservationMessages.linkCodeTaken);
    }
    const row = await updateAccessLinkRow(tx, storeId, link.uuid, { linkCode: code, accessDays: days });
    if (!row) throw notFound(reservationMessages.linkNotFound);
    return linkView(row);
  });
}

export async function removeAccessLink(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
): Promise<{ deleted: string }> {
  return inSettingsTx(deps, staff.store.id, async (tx) => {
    if (!(await deleteAccessLink(tx, staff.store.id, uuid))) throw notFound(reservationMessages.linkNotFound);
    return { deleted: uuid };
  });
}
