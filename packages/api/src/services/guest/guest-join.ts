/**
 * Remote join (/join/{company}/{store}): what the page shows about the store, and the join itself through the one
 * join service (source "remote", phone required). A new entry answers its status token (the page that made it opens
 * its status page); the link is also texted to the phone given. A phone already waiting at the store adds nothing and
 * answers no token: that entry's own link is texted to it again (at most REMOTE_LINK_TEXTS_PER_HOUR link texts per
 * phone and store an hour), so no one learns another party's link by typing its number.
 */
import {
  countJoinTextsSince,
  findWaitlistEntryByToken,
  getKioskSettings,
  type WaitlistEntryRow,
} from "@seatline/db";
import {
  badRequest,
  conflict,
  type GuestJoinInfo,
  type GuestJoinResult,
  isTextablePhone,
  openingStatus,
  positionInLine,
  REMOTE_JOIN_DISABLED,
  REMOTE_PHONE_NOT_TEXTABLE,
  type RemoteJoin,
  WAITLIST_CLOSED_MESSAGE,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { isRepeat, type KeyedRepeat, type StatementKey } from "../repeat-keys/keyed-statement";
import { storeBySlugs } from "../reservations/store-context";
import { kioskSettingsView } from "../settings/kiosk-settings";
import { joinWaitlistRow, queueEntryLinkText } from "../waitlist/lifecycle";
import { waitingSummary } from "../waitlist/reads";
import { countRemoteJoinFor, countRemoteJoinFrom } from "./guest-rate-limit";

/** Status-link texts ("join" texts: the first one included) one phone gets from one store in an hour. */
export const REMOTE_LINK_TEXTS_PER_HOUR = 3;

export async function guestJoinInfo(
  deps: AppDeps,
  slugs: { companySlug: string; storeSlug: string },
): Promise<GuestJoinInfo> {
  const { store } = await storeBySlugs(deps.db, slugs.companySlug, slugs.storeSlug);
  const [settingsRow, summary] = await Promise.all([
    getKioskSettings(deps.db, store.id),
    waitingSummary(deps, { store }),
  ]);
  const settings = kioskSettingsView(settingsRow);
  const closedMessage = !settings.waitlistOn
    ? WAITLIST_CLOSED_MESSAGE
    : !store.remoteJoinEnabled
      ? REMOTE_JOIN_DISABLED
      : null;
  const hours = openingStatus(store.hours, store.timezone, deps.clock.now());
  return {
    storeName: store.name,
    open: closedMessage === null && hours.open,
    closedMessage,
    hours,
    languages: store.guestLanguages,
    seatingOptions: {
      firstAvailableOkay: settings.firstAvailableOkay,
      indoorSeatingPreferred: settings.indoorSeatingPreferred,
      barSeatingPreferred: settings.barSeatingPreferred,
      outdoorSeatingPreferred: settings.outdoorSeatingPreferred,
    },
    numbers: summary.numbers,
    position: positionInLine(summary.numbers),
    waitTimes: summary.waitTimes,
    waitTold: summary.waitTold,
  };
}

export async function guestJoin(
  deps: AppDeps,
  input: RemoteJoin,
  ip: string,
  key?: StatementKey,
): Promise<GuestJoinResult | KeyedRepeat> {
  await countRemoteJoinFrom(deps, ip);
  if (!isTextablePhone(input.phone)) throw badRequest(REMOTE_PHONE_NOT_TEXTABLE, "phone");
  const { store } = await storeBySlugs(deps.db, input.companySlug, input.storeSlug);
  if (!store.remoteJoinEnabled) throw conflict(REMOTE_JOIN_DISABLED);
  await countRemoteJoinFor(deps, store.id, input.phone);
  const joined = await joinWaitlistRow(
    deps,
    { store },
    {
      partySize: input.partySize,
      name: input.name,
      phone: input.phone,
      seating: input.seating,
      language: input.language,
    },
    "remote",
    { reuseWaitingPhone: true, key },
  );
  if (isRepeat(joined)) return joined;
  const { row, existing } = joined;
  // A phone already waiting: that entry's link goes to the phone only, never to whoever typed the number.
  if (existing) {
    await textStatusLinkAgain(deps, store.name, row);
    return { sent: true };
  }
  // A new entry's join text (with its link) was queued by the join itself; the requester made the entry, so the page
  // opens its status page at once.
  return { sent: true, token: row.statusToken };
}

/**
 * Queues the entry's own status link to its phone again, unless the phone had REMOTE_LINK_TEXTS_PER_HOUR link texts
 * from the store in the last hour (then nothing is sent; the answer is the same). The entry's row is locked, so
 * concurrent joins with one phone count one after another.
 */
async function textStatusLinkAgain(deps: AppDeps, storeName: string, entry: WaitlistEntryRow): Promise<void> {
  const phone = entry.customerNumber;
  if (!phone) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await findWaitlistEntryByToken(tx, entry.statusToken, true);
    if (locked?.status !== "waiting") return;
    const since = new Date(now.getTime() - 60 * 60_000);
    if ((await countJoinTextsSince(tx, entry.storeId, phone, since)) >= REMOTE_LINK_TEXTS_PER_HOUR) return;
    await queueEntryLinkText(tx, locked, phone, { storeName, publicUrl: deps.config.publicUrl, now });
  });
}
