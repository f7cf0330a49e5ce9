/**
 * "Resend text" and "Wrong number?" on the status page (/w/{token}): the token is the only key, as for leaving the
 * line. Each is one transaction through the lifecycle (waitlist/lifecycle/link-texts.ts), bounded per entry.
 */

import type { Tx } from "@seatline/db";
import { findStoreById } from "@seatline/db";
import {
  badRequest,
  type GuestPhoneCorrected,
  INVALID_STATUS_LINK,
  isTextablePhone,
  notFound,
  REMOTE_PHONE_NOT_TEXTABLE,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { type ActionStore, correctPhoneTx, resendLinkTx } from "../waitlist/lifecycle";
import { entryByToken } from "./guest-status";

/** The token's entry, locked, and the store it acts in. */
async function entryAndStore(tx: Tx, token: string) {
  const entry = await entryByToken(tx, token, true);
  const found = await findStoreById(tx, entry.storeId);
  if (!found) throw notFound(INVALID_STATUS_LINK);
  const store: ActionStore = { id: found.store.id, name: found.store.name, timezone: found.store.timezone };
  return { entry, store };
}

/** Texts the entry's link to its phone again (429 with a plain message when it is too soon or too many). */
export async function resendStatusLink(deps: AppDeps, token: string): Promise<{ sent: true }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { entry, store } = await entryAndStore(tx, token);
    await resendLinkTx(tx, { store, entryId: entry.id, now, publicUrl: deps.config.publicUrl });
  });
  return { sent: true };
}

/**
 * Puts the right phone on the entry (by the remote join's rules: a US or Canadian number we can text) and texts it the
 * entry's new link; answers the new token, which the page moves to (the old link no longer opens anything).
 */
export async function correctPhone(
  deps: AppDeps,
  token: string,
  phone: string,
): Promise<GuestPhoneCorrected> {
  if (!isTextablePhone(phone)) throw badRequest(REMOTE_PHONE_NOT_TEXTABLE, "phone");
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const { entry, store } = await entryAndStore(tx, token);
    return correctPhoneTx(tx, { store, entryId: entry.id, now, phone, publicUrl: deps.config.publicUrl });
  });
  return { token: row.statusToken };
}
