import { loginErrorMessage, notMemberMessage } from "./auth-errors";
import {
  clearStoredSession,
  type DeviceKind,
  defaultStorage,
  readStoredSession,
  SESSION_TTL_MS,
  sessionKeys,
  writeStoredSession,
} from "./auth-storage";
import type { AuthApi, AuthState, UserInfo } from "./auth-types";

export interface AuthStoreOptions {
  api: AuthApi;
  /** Defaults to window.localStorage. */
  storage?: Storage | null;
  /** Clock, for tests. */
  now?: () => number;
  /** Called after every logout (e.g. to clear the query cache). */
  onLogout?: () => void;
  /** Signs in a device (the kiosk) rather than a person, and keeps its session under the device's own keys. */
  device?: DeviceKind;
  /**
   * The app may also be paired as this device (the staff console as the host stand): a stored session of it is
   * restored first, `login` pairs it when asked, and signing it out makes the app a person's again.
   */
  pairable?: DeviceKind;
}

export interface LogoutOptions {
  /** Message kept in `error` after logging out (shown on the login screen). */
  error?: string;
  /** Revoke the session on the server (default true; false when the server already rejected it). */
  revoke?: boolean;
}

export interface AuthStore {
  /** The device this app is signed in (or signs in) as; undefined for a person (the staff console). */
  readonly device?: DeviceKind;
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /**
   * Signs in; resolves true on success. The e-mail is lower-cased before sending. `pair` signs the app in as its
   * pairable device instead of as the person.
   */
  login(email: string, password: string, pair?: boolean): Promise<boolean>;
  logout(options?: LogoutOptions): void;
  /** Stores the company and store looked up by auth.me. */
  setUserInfo(info: UserInfo): void;
  clearError(): void;
  /** Arms the auto-logout timer and cross-tab sync; returns a function that disarms them. */
  start(): () => void;
}

export const signedOutState: AuthState = {
  token: null,
  user: null,
  email: null,
  company: null,
  store: null,
  error: null,
  loading: false,
};

export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const { api } = options;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  // A paired device's stored session comes first: the stand stays the stand across reloads.
  const paired = options.pairable ? readStoredSession(now(), storage, sessionKeys(options.pairable)) : null;
  let device = paired ? options.pairable : options.device;
  let keys = sessionKeys(device);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let expiresAt: number | null = null;

  // docs/product.md#signing-in: on load the session is restored from the stored token and user unless the expiry has passed.
  const restored = paired ?? readStoredSession(now(), storage, keys);
  if (!restored) clearStoredSession(storage, keys);
  let state: AuthState = restored
    ? { ...signedOutState, token: restored.token, user: restored.user, email: restored.user.email }
    : signedOutState;
  expiresAt = restored?.expiresAt ?? null;

  function setState(next: AuthState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function disarm(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function arm(): void {
    disarm();
    if (!started || state.token === null || expiresAt === null) return;
    const remaining = Math.min(Math.max(expiresAt - now(), 0), SESSION_TTL_MS);
    timer = setTimeout(() => logout({ revoke: false }), remaining);
  }

  function logout(opts: LogoutOptions = {}): void {
    const token = state.token;
    disarm();
    expiresAt = null;
    clearStoredSession(storage, keys);
    // A paired device signed out is the app of a person again.
    device = options.device;
    keys = sessionKeys(device);
    setState({ ...signedOutState, error: opts.error ?? null });
    if (token && opts.revoke !== false) {
      api.logout(token).catch(() => {
        // The session expires on its own; nothing else to do.
      });
    }
    options.onLogout?.();
  }

  async function login(email: string, password: string, pair = false): Promise<boolean> {
    setState({ ...state, loading: true, error: null });
    const as = pair && options.pairable ? options.pairable : options.device;
    try {
      const result = await api.login({
        email: email.toLowerCase(),
        password,
        ...(as ? { device: as } : {}),
      });
      if (!result.company || !result.store) {
        // docs/product.md#roles: a user with no company or store is told to contact support, then logged out.
        api.logout(result.token).catch(() => {});
        setState({ ...signedOutState, error: notMemberMessage(result.company?.supportEmail) });
        return false;
      }
      expiresAt = now() + SESSION_TTL_MS;
      device = as;
      keys = sessionKeys(device);
      writeStoredSession({ token: result.token, user: result.user, expiresAt }, storage, keys);
      setState({
        token: result.token,
        user: result.user,
        email: result.user.email,
        company: result.company,
        store: result.store,
        error: null,
        loading: false,
      });
      arm();
      return true;
    } catch (error) {
      setState({ ...signedOutState, error: loginErrorMessage(error) });
      return false;
    }
  }

  function setUserInfo(info: UserInfo): void {
    const same =
      state.user?.id === info.user.id &&
      state.user.email === info.user.email &&
      JSON.stringify(state.company) === JSON.stringify(info.company) &&
      JSON.stringify(state.store) === JSON.stringify(info.store);
    if (same || state.token === null) return;
    if (expiresAt !== null) {
      writeStoredSession({ token: state.token, user: info.user, expiresAt }, storage, keys);
    }
    setState({ ...state, user: info.user, email: info.user.email, company: info.company, store: info.store });
  }

  function clearError(): void {
    if (state.error !== null) setState({ ...state, error: null });
  }

  /** Another tab signed out (or in): follow it. */
  function onStorage(event: StorageEvent): void {
    if (event.key !== keys.token && event.key !== null) return;
    const session = readStoredSession(now(), storage, keys);
    if (!session && state.token !== null) {
      disarm();
      expiresAt = null;
      setState({ ...signedOutState });
      options.onLogout?.();
    }
  }

  function start(): () => void {
    started = true;
    arm();
    const win = typeof window === "undefined" ? null : window;
    win?.addEventListener("storage", onStorage);
    return () => {
      started = false;
      disarm();
      win?.removeEventListener("storage", onStorage);
    };
  }

  return {
    get device() {
      return device;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login,
    logout,
    setUserInfo,
    clearError,
    start,
  };
}
