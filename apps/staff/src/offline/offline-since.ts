/**
 * When the console lost the server (docs/product.md#staff-console, "Offline"): the browser going offline, or a change
 * that got no answer. Cleared when the browser is back online.
 */
import { useSyncExternalStore } from "react";

let since: Date | null = typeof navigator !== "undefined" && !navigator.onLine ? new Date() : null;
const listeners = new Set<() => void>();

function set(next: Date | null) {
  since = next;
  for (const listener of listeners) listener();
}

/** The server could not be reached: offline from now, unless already. */
export function markOffline(at = new Date()): void {
  if (!since) set(at);
}

export function markOnline(): void {
  if (since) set(null);
}

if (typeof window !== "undefined") {
  window.addEventListener("offline", () => markOffline());
  window.addEventListener("online", () => markOnline());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Since when the console is offline; null while it reaches the server. */
export function useOfflineSince(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => since,
    () => null,
  );
}
