import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import type { AuthStore, LogoutOptions } from "./auth-store";
import type { AuthApi, AuthState, UserInfo } from "./auth-types";
import type { SeatlineTrpcClient } from "./trpc";

const AuthStoreContext = createContext<AuthStore | null>(null);

/** The auth calls of the Seatline API through a tRPC client. */
export function createTrpcAuthApi(client: SeatlineTrpcClient): AuthApi {
  return {
    login: (input) => client.auth.login.mutate(input),
    // The token rides in the operation context: storage is already cleared when the request goes out.
    logout: (token) => client.auth.logout.mutate(undefined, { context: { token } }),
  };
}

export interface AuthProviderProps {
  store: AuthStore;
  children?: ReactNode;
}

export function AuthProvider({ store, children }: AuthProviderProps) {
  useEffect(() => store.start(), [store]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuth must be used inside <SeatlineProvider> (or <AuthProvider>).");
  return store;
}

export interface UseAuthResult extends AuthState {
  login(email: string, password: string, pair?: boolean): Promise<boolean>;
  logout(options?: LogoutOptions): void;
  setUserInfo(info: UserInfo): void;
  clearError(): void;
}

/** The current auth state (token, user, email, company, store, error, loading) and its actions. */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      ...state,
      login: store.login,
      logout: store.logout,
      setUserInfo: store.setUserInfo,
      clearError: store.clearError,
    }),
    [state, store],
  );
}
