import { useStoreEvents, useTRPC } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** docs/product.md#refresh: the waitlist and reservations reload every 10 seconds (the fallback to live events). */
export const REFRESH_INTERVAL_MS = 10_000;

/**
 * The host list (reservation rows, then walk-ins) and the summary of today, kept live: refetched on every
 * waitlist or reservations event of the store, and polled every 10 s.
 */
export function useLiveWaitlist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.waitlist.list.queryOptions(undefined, { refetchInterval: REFRESH_INTERVAL_MS }));
  const summary = useQuery(
    trpc.waitlist.summary.queryOptions(undefined, { refetchInterval: REFRESH_INTERVAL_MS }),
  );

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.summary.queryKey() });
  }, [queryClient, trpc]);

  useStoreEvents(["waitlist", "reservations"], refresh);

  return { list, summary, refresh };
}
