import { useCallback, useState } from "react";

/** Keys (row ids) with a call in flight, so a row's buttons are not pressed twice during a rush. */
export function useBusyKeys() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const track = useCallback(async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    setBusy((prev) => new Set(prev).add(key));
    try {
      return await work();
    } finally {
      setBusy((prev) => {
        const next = new Set(prev);
        next.delete(key);
        return next;
      });
    }
  }, []);

  return { busy, track };
}
