/**
 * A tiny promise wrapper over IndexedDB, shared by the kiosk's offline joins and the host console's offline changes
 * (docs/architecture.md "Offline kiosk", "Offline host console"). IndexedDB, not localStorage: it survives reloads and
 * browser restarts, and one transaction can change several stores together. No dependency.
 */

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export type IdbRequest = typeof request;

export interface IdbDatabase {
  open(): Promise<IDBDatabase>;
  /** Runs `work` in one transaction over `stores` and resolves once it has committed. */
  inTransaction<T>(
    stores: string[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction, req: IdbRequest) => Promise<T>,
  ): Promise<T>;
}

/**
 * The database `name` with its object `stores` (each keyed by `keyPath` when given, else by an explicit key).
 * Opened once, on first use.
 */
export function idbDatabase(name: string, stores: Record<string, { keyPath?: string }>): IdbDatabase {
  let opening: Promise<IDBDatabase> | null = null;
  const names = Object.keys(stores);

  const openAt = (version?: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, version);
      req.onupgradeneeded = () => {
        const db = req.result;
        for (const [store, options] of Object.entries(stores)) {
          if (!db.objectStoreNames.contains(store))
            db.createObjectStore(store, options.keyPath ? { keyPath: options.keyPath } : undefined);
        }
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

  const open = () => {
    if (!opening) {
      opening = (async () => {
        // No version asked: the current one (a new database starts at 1, creating the stores).
        let db = await openAt();
        // A database someone opened without creating our stores (any version): upgrade it once more to add them.
        if (names.some((store) => !db.objectStoreNames.contains(store))) {
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
  };

  return {
    open,
    async inTransaction(storeNames, mode, work) {
      const db = await open();
      const tx = db.transaction(storeNames, mode);
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
      });
      const result = await work(tx, request);
      await done;
      return result;
    },
  };
}
