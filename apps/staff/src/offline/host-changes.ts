/**
 * The host console's changes made while the server could not be reached (docs/architecture.md "Offline host
 * console"): kept in IndexedDB until the server has them, and mirrored in memory for the screen.
 */
import { idbDatabase } from "@seatline/ui";
import { useSyncExternalStore } from "react";

/** Walk-ins' changes (by entry id), then reservation rows' (by uuid). */
export type HostChangeKind =
  | "seat"
  | "alert"
  | "alertAgain"
  | "remove"
  | "note"
  | "putBack"
  | "resAlert"
  | "resSeat"
  | "resNoShow"
  | "resNote";

export interface HostChange {
  /** Sent as the Idempotency-Key on every try, so the change lands once. */
  key: string;
  /** Order the host made the changes in; replayed in that order. */
  order: number;
  /** Which signed-in user and store made it (another sign-in never sends it as theirs). */
  owner: string;
  kind: HostChangeKind;
  /** The walk-in's entry id (0 for a reservation row's change). */
  entryId: number;
  /** The reservation's uuid (a reservation row's change). */
  uuid?: string;
  /** The party's name, for the row and the conflict message. */
  name: string;
  note?: string;
  /** The server refused it on replay: why, shown on the row until the host dismisses it. */
  refused?: string;
}

const CHANGES = "changes";
const db = idbDatabase("seatline-host", { [CHANGES]: { keyPath: "key" } });

let snapshot: HostChange[] = [];
const listeners = new Set<() => void>();
let loaded: Promise<void> | null = null;

function publish(next: HostChange[]) {
  snapshot = [...next].sort((a, b) => a.order - b.order);
  for (const listener of listeners) listener();
}

/** Reads the stored changes once (a reload keeps what was queued). */
export function loadHostChanges(): Promise<void> {
  if (!loaded) {
    loaded = db
      .inTransaction([CHANGES], "readonly", async (tx, req) => {
        return (await req(tx.objectStore(CHANGES).getAll())) as HostChange[];
      })
      .then((all) => publish([...all, ...snapshot.filter((c) => !all.some((a) => a.key === c.key))]))
      .catch(() => {
        // IndexedDB unavailable (private mode): changes are kept in memory only, until the tab closes.
      });
  }
  return loaded;
}

async function persist(work: (store: IDBObjectStore) => IDBRequest) {
  try {
    await db.inTransaction([CHANGES], "readwrite", async (tx, req) => {
      await req(work(tx.objectStore(CHANGES)));
    });
  } catch {
    // Kept in memory; see loadHostChanges.
  }
}

export function hostChanges(): HostChange[] {
  return snapshot;
}

export async function queueHostChange(change: Omit<HostChange, "order">): Promise<HostChange> {
  const order = snapshot.reduce((max, c) => Math.max(max, c.order), Date.now() - 1) + 1;
  const queued: HostChange = { ...change, order };
  publish([...snapshot, queued]);
  await persist((store) => store.put(queued));
  return queued;
}

export async function removeHostChange(key: string): Promise<void> {
  publish(snapshot.filter((c) => c.key !== key));
  await persist((store) => store.delete(key));
}

export async function refuseHostChange(key: string, reason: string): Promise<void> {
  const change = snapshot.find((c) => c.key === key);
  if (!change) return;
  const refused = { ...change, refused: reason };
  publish(snapshot.map((c) => (c.key === key ? refused : c)));
  await persist((store) => store.put(refused));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued changes of this owner, live, oldest first. */
export function useHostChanges(owner: string): HostChange[] {
  const all = useSyncExternalStore(subscribe, hostChanges, hostChanges);
  return all.filter((c) => c.owner === owner);
}

/** Names the signed-in user at the store without storing the session's token. */
export function changeOwner(session: { user: { id: string | number }; store: { id: string } }): string {
  return `${session.store.id}:${session.user.id}`;
}

/** Resets the in-memory mirror (tests). */
export function resetHostChangesForTest(): void {
  loaded = null;
  publish([]);
}
