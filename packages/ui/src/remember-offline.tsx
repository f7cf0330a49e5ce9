import { hashKey, type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useAuth } from "./auth-context";

/** One answer kept for an offline reload: the query it seeds and the storage key it is kept under. */
export interface RememberedQuery {
  storageKey: string;
  queryKey: QueryKey;
}

interface Remembered {
  owner: string;
  data: unknown;
}

/** Names the session an answer belongs to without storing its token (FNV-1a, twice over). */
export function sessionOwner(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < token.length; i++) {
    a = Math.imul(a ^ token.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ token.charCodeAt(token.length - 1 - i), 0x01000193) >>> 0;
  }
  return `${a.toString(16)}${b.toString(16)}`;
}

function read(storage: Storage, storageKey: string, owner: string): unknown {
  try {
    const raw = storage.getItem(storageKey);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as Remembered;
    return v.owner === owner ? v.data : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage, storageKey: string, owner: string, data: unknown): void {
  try {
    storage.setItem(storageKey, JSON.stringify({ owner, data } satisfies Remembered));
  } catch {
    // Storage full or blocked: an offline reload then shows the screen's "cannot reach" alert, as before.
  }
}

/** Seeds a query with its last answer (as old: it is fetched again as soon as the network is back). */
function seed(queryClient: QueryClient, q: RememberedQuery, storage: Storage, owner: string): void {
  if (queryClient.getQueryData(q.queryKey) !== undefined) return;
  const data = read(storage, q.storageKey, owner);
  if (data !== undefined) queryClient.setQueryData(q.queryKey, data, { updatedAt: 0 });
}

/**
 * A reload while offline (docs/architecture.md "Offline kiosk", "Offline host console"): the last answers of the
 * given queries are kept in `storage` for this session and seeded into the cache when the page loads without a
 * network (or goes offline before its first answers), so the screens open from them and changes are queued. Online,
 * nothing is seeded: the server answers as before. Signed out, everything kept is removed.
 */
export function RememberOffline({
  queries,
  storage,
  children,
}: {
  queries: readonly RememberedQuery[];
  storage: Storage;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { token } = useAuth();
  const owner = token ? sessionOwner(token) : null;

  const seedAll = (who: string | null) => {
    if (who) for (const q of queries) seed(queryClient, q, storage, who);
  };
  // Loaded offline: before RequireAuth asks for the session (its query then has the remembered answer).
  useState(() => {
    if (!navigator.onLine) seedAll(owner);
    return null;
  });
  // Going offline before the first answers came: the last ones stand in (only where nothing was answered yet).
  useEffect(() => {
    if (!owner) return;
    const onOffline = () => {
      for (const q of queries) seed(queryClient, q, storage, owner);
    };
    window.addEventListener("offline", onOffline);
    return () => window.removeEventListener("offline", onOffline);
  }, [queryClient, owner, queries, storage]);

  // Signed out: the account and the store's answers are no longer this device's to keep.
  useEffect(() => {
    if (owner) return;
    try {
      for (const q of queries) storage.removeItem(q.storageKey);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }, [owner, queries, storage]);

  useEffect(() => {
    if (!owner) return;
    const save = (q: RememberedQuery) => {
      const state = queryClient.getQueryState(q.queryKey);
      if (state?.data !== undefined && state.dataUpdatedAt > 0)
        write(storage, q.storageKey, owner, state.data);
    };
    for (const q of queries) save(q);
    const byHash = new Map(queries.map((q) => [hashKey(q.queryKey), q]));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      const q = byHash.get(event.query.queryHash);
      if (q) save(q);
    });
  }, [queryClient, owner, queries, storage]);

  return children;
}
