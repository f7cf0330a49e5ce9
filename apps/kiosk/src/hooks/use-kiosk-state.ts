import { useStoreEvents, useTRPC } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { REFRESH_INTERVAL_MS } from "../flow/timeouts";

/**
 * The kiosk's live numbers and settings (waitlist.kioskState): polled every 10 s and refetched at once when the
 * store's waitlist or settings change (server-sent store events).
 */
export function useKioskState() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(
    trpc.waitlist.kioskState.queryOptions(undefined, {
      refetchInterval: REFRESH_INTERVAL_MS,
      refetchIntervalInBackground: true,
    }),
  );
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.kioskState.queryKey() });
  }, [queryClient, trpc]);
  useStoreEvents(["waitlist", "settings"], refetch);
  return query;
}
