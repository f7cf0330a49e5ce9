import type { StaffRole } from "@seatline/domain";

/** Shapes of the auth.* procedures of the API (kept structural so the store can be tested without a server). */
export interface AuthUser {
  id: string;
  email: string;
  /** owner, manager or host (docs/product.md#staff-roles); the screens hide what the role cannot do. */
  role?: StaffRole;
}

export interface AuthCompany {
  slug: string;
  name: string;
  supportEmail: string;
}

export interface StoreInfo {
  id: string;
  slug: string;
  name: string;
  storeNumber: number;
  legacyStoreId: number;
  timezone: string;
  accountEmail: string;
}

/** The person at a host stand, as its screens name them. */
export interface StandPersonInfo {
  id: string;
  name: string;
}

export interface UserInfo {
  user: AuthUser;
  /** A device's session ("kiosk", "stand"), or null for a person's (auth.me answers it). */
  device?: "kiosk" | "stand" | null;
  /** On a host stand, the person whose PIN opened it; null while it is locked (auth.me answers it). */
  atStand?: StandPersonInfo | null;
  company: AuthCompany | null;
  store: StoreInfo | null;
}

export interface LoginResult extends UserInfo {
  token: string;
  expiresAt: string;
}

/** What the auth store needs from the server. */
export interface AuthApi {
  login(input: { email: string; password: string; device?: "kiosk" | "stand" }): Promise<LoginResult>;
  /** Revokes the given session token on the server. */
  logout(token: string): Promise<unknown>;
}

/** docs/product.md#records, "Auth state" plus the user info (company, store). */
export interface AuthState {
  token: string | null;
  user: AuthUser | null;
  email: string | null;
  company: AuthCompany | null;
  store: StoreInfo | null;
  error: string | null;
  loading: boolean;
}
