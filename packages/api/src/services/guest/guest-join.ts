/**
 * Remote join (/join/{company}/{store}): what the page shows about the store, and the join itself through the one
 * join service (source "remote", phone required). A phone already waiting at the store gets its own entry back.
 */
import { getKioskSettings } from "@seatline/db";
import {
  conflict,
  type GuestJoinInfo,
  type GuestJoinResult,
  positionInLine,
  REMOTE_JOIN_DISABLED,
  type RemoteJoin,
  WAITLIST_CLOSED_MESSAGE,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { storeBySlugs } from "../reservations/store-context";
import { kioskSettingsView } from "../settings/kiosk-settings";
import { joinWaitlistRow } from "../waitlist/join";
import { waitingSummary } from "../waitlist/reads";
import { countRemoteJoin } from "./guest-rate-limit";

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
  return {
    storeName: store.name,
    open: closedMessage === null,
    closedMessage,
    seatingOptions: {
      firstAvailableOkay: settings.firstAvailableOkay,
      indoorSeatingPreferred: settings.indoorSeatingPreferred,
      barSeatingPreferred: settings.barSeatingPreferred,
      outdoorSeatingPreferred: settings.outdoorSeatingPreferred,
    },
    numbers: summary.numbers,
    position: positionInLine(summary.numbers),
    waitTimes: summary.waitTimes,
  };
}

export async function guestJoin(deps: AppDeps, input: RemoteJoin, ip: string): Promise<GuestJoinResult> {
  countRemoteJoin(deps, ip, input.phone);
  const { store } = await storeBySlugs(deps.db, input.companySlug, input.storeSlug);
  if (!store.remoteJoinEnabled) throw conflict(REMOTE_JOIN_DISABLED);
  const { row, existing } = await joinWaitlistRow(
    deps,
    { store },
    { partySize: input.partySize, name: input.name, phone: input.phone, seating: input.seating },
    "remote",
    { reuseWaitingPhone: true },
  );
  return { token: row.statusToken, existing };
}
