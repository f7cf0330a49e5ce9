import { useAuth, useTRPC } from "@seatline/ui";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { sessionOwner } from "./reachability";

const ME_KEY = "seatline.kiosk.lastMe";
const STATE_KEY = "seatline.kiosk.lastState";

interface Remembered {
  owner: string;
  data: unknown;
}

function read(storageKey: string, owner: string): unknown {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as Remembered;
    return v.owner === owner ? v.data : undefined;
  } catch {
    return undefined;
  }
}

function write(storageKey: string, owner: string, data: unknown): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ owner, data } satisfies Remembered));
  } catch {
    // Storage full or blocked: an offline reload then shows the kiosk's "cannot reach" alert, as before.
  }
}

/** Seeds a query with its last answer (as old: it is fetched again as soon as the network is back). */
function seed(queryClient: QueryClient, key: QueryKey, storageKey: string, owner: string): void {
  if (queryClient.getQueryData(key) !== undefined) return;
  const data = read(storageKey, owner);
  if (data !== undefined) queryClient.setQueryData(key, data, { updatedAt: 0 });
}

/**
 * A reload while offline (docs/architecture.md "Offline kiosk"): the session's account (auth.me) and the kiosk's last
 * state (settings, store, hours) are remembered in localStorage for this session and seeded into the cache when the
 * page loads without a network, so the guest screens open and joins are queued. Online, nothing is seeded: the server
 * answers as before.
 */
export function RememberOffline({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { token } = useAuth();
  const owner = token ? sessionOwner(token) : null;
  const meKey = useMemo(() => trpc.auth.me.queryKey(), [trpc]);
  const stateKey = useMemo(() => trpc.waitlist.kioskState.queryKey(), [trpc]);

  const seedAll = () => {
    if (!owner) return;
    seed(queryClient, meKey, ME_KEY, owner);
    seed(queryClient, stateKey, STATE_KEY, owner);
  };
  // Loaded offline: before RequireAuth asks for the session (its query then has the remembered answer).
  useState(() => {
    if (!navigator.onLine) seedAll();
    return null;
  });
  // Going offline before the first answers came: the last ones stand in (only where nothing was answered yet).
  useEffect(() => {
    if (!owner) return;
    const onOffline = () => {
      seed(queryClient, meKey, ME_KEY, owner);
      seed(queryClient, stateKey, STATE_KEY, owner);
    };
    window.addEventListener("offline", onOffline);
    return () => window.removeEventListener("offline", onOffline);
  }, [queryClient, owner, meKey, stateKey]);

  // Signed out: the account and the store's state are no longer this tablet's to keep.
  useEffect(() => {
    if (owner) return;
    try {
      window.localStorage.removeItem(ME_KEY);
      window.localStorage.removeItem(STATE_KEY);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }, [owner]);

  useEffect(() => {
    if (!owner) return;
    const save = () => {
      const me = queryClient.getQueryState(meKey);
      if (me?.data !== undefined && me.dataUpdatedAt > 0) write(ME_KEY, owner, me.data);
      const state = queryClient.getQueryState(stateKey);
      if (state?.data !== undefined && state.dataUpdatedAt > 0) write(STATE_KEY, owner, state.data);
    };
    save();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") save();
    });
  }, [queryClient, owner, meKey, stateKey]);

  return children;
}
