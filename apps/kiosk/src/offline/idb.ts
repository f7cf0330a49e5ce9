/**
 * A tiny promise wrapper over IndexedDB for the kiosk's offline queue and leased tickets (docs/architecture.md
 * "Offline kiosk"). IndexedDB, not localStorage: it survives reloads and browser restarts, and one transaction can
 * take a leased ticket and queue the join together, so a ticket is never both in the pool and in the queue.
 */
const DB_NAME = "seatline-kiosk";
export const JOINS = "joins";
export const META = "meta";

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openAt(version?: number): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, version);
    req.onupgradeneeded = () => {
      const db = req.result;
      // Queued joins, by their idempotency key; `order` keeps the order guests joined in.
      if (!db.objectStoreNames.contains(JOINS)) db.createObjectStore(JOINS, { keyPath: "key" });
      // Small records by name (the leased tickets).
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab (or a newer build) upgrading: let it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error);
  });
}

export function openKioskDb(): Promise<IDBDatabase> {
  if (!opening) {
    opening = (async () => {
      // No version asked: the current one (a new database starts at 1, creating the stores).
      let db = await openAt();
      // A database someone opened without creating our stores (any version): upgrade it once more to add them.
      if (!db.objectStoreNames.contains(JOINS) || !db.objectStoreNames.contains(META)) {
        const next = db.version + 1;
        db.close();
        db = await openAt(next);
      }
      return db;
    })().catch((error: unknown) => {
      opening = null;
      throw error;
    });
  }
  return opening;
}

/** Runs `work` in one transaction over `stores` and resolves once it has committed. */
export async function inTransaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction, req: typeof request) => Promise<T>,
): Promise<T> {
  const db = await openKioskDb();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
  const result = await work(tx, request);
  await done;
  return result;
}
