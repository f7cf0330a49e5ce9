import type { StaffRole } from "@seatline/domain";

export interface SessionUser {
  id: string;
  email: string;
  /** Read from the user's row on every request: a role change applies to the next call. */
  role: StaffRole;
}
export interface CompanyInfo {
  id: string;
  slug: string;
  name: string;
  supportEmail: string;
}
export interface StoreInfo {
  id: string;
  companyId: string;
  slug: string;
  name: string;
  storeNumber: number;
  legacyStoreId: number;
  timezone: string;
  accountEmail: string;
}
/** What a device session is for (docs/architecture.md "Device sessions"); a person's session has none. */
export type DeviceKind = "kiosk" | "stand";

/** The person at a host stand: their account, and the name the stand shows for them. */
export interface StandPersonInfo extends SessionUser {
  name: string;
}

export interface SessionInfo {
  sessionId: string;
  /** When the session was read (the deps' clock): what `hostUntil` is compared with. */
  readAt: Date;
  expiresAt: Date;
  /** A device's session (a kiosk tablet) rather than a person's: it may call only its own procedures (trpc.ts). */
  device: DeviceKind | null;
  /** Until when a kiosk's host screen or a host stand is open (a PIN was checked); null when locked or not a device. */
  hostUntil: Date | null;
  /**
   * On a host stand, the person whose own PIN opened it (an account of the stand's store), whatever the time: the
   * procedures' builders check `hostUntil` (trpc.ts). Null when locked and on every other session.
   */
  atStand: StandPersonInfo | null;
  user: SessionUser;
  company: CompanyInfo | null;
  store: StoreInfo | null;
}
/** A signed-in staff member of one store: every staff service acts within `store`. */
export interface StaffScope {
  user: SessionUser;
  company: CompanyInfo;
  store: StoreInfo;
}

/** A device's PIN scope still runs at the session's clock reading (`hostUntil` ahead of it). */
function isOpen(s: SessionInfo): boolean {
  return s.hostUntil !== null && s.hostUntil.getTime() > s.readAt.getTime();
}

/**
 * What the clients see of a session (tRPC auth.me, auth.login). A host stand's answers name people only (SECURITY.md
 * item 33): whoever is at it, locked or not, reads no e-mail (the pairing account's, the store's account, the
 * company's support address), each "" (the same shape, so a stored session and the screens read it as before).
 */
export function profileOf(s: SessionInfo) {
  const stand = s.device === "stand";
  return {
    user: stand ? { ...s.user, email: "" } : s.user,
    device: s.device,
    /** Who the stand acts as, while it is open; the stand's lock screen shows when this is null. */
    atStand:
      s.device === "stand" && s.atStand && isOpen(s) ? { id: s.atStand.id, name: s.atStand.name } : null,
    company: s.company && {
      slug: s.company.slug,
      name: s.company.name,
      supportEmail: stand ? "" : s.company.supportEmail,
    },
    store: s.store && {
      id: s.store.id,
      slug: s.store.slug,
      name: s.store.name,
      storeNumber: s.store.storeNumber,
      legacyStoreId: s.store.legacyStoreId,
      timezone: s.store.timezone,
      accountEmail: stand ? "" : s.store.accountEmail,
    },
  };
}
export type Profile = ReturnType<typeof profileOf>;
