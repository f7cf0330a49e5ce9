import { useStoreEvents, useTRPC } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { REFRESH_INTERVAL_MS } from "./use-live-waitlist";

/** The host's text marks (delivery, opt-out, running late, guests' messages), live like the list they mark. */
export function useTextMarks(date?: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = date ? { date } : undefined;
  const marks = useQuery(trpc.texting.marks.queryOptions(input, { refetchInterval: REFRESH_INTERVAL_MS }));
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.texting.marks.queryKey() });
  }, [queryClient, trpc]);
  useStoreEvents(["waitlist", "reservations"], refresh);
  return marks.data;
}
