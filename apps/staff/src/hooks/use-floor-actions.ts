import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useBusyKeys } from "./use-busy-keys";

/**
 * Host actions on a table (docs/product.md#the-floor): turning, needs bussing, free, move. Each refreshes the floor
 * (other consoles hear the floor event); a failure shows the server's message, e.g. a table another host just took.
 */
export function useFloorActions() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { busy, track } = useBusyKeys();

  const run = useCallback(
    async (tableId: number, call: () => Promise<unknown>, failureText: string): Promise<boolean> => {
      try {
        await track(`table:${tableId}`, call);
        return true;
      } catch (error) {
        notifyFailure(error, failureText);
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: trpc.floor.pathKey() });
      }
    },
    [track, queryClient, trpc],
  );

  const setState = useCallback(
    (tableId: number, name: string, state: "turning" | "bussing" | "free") =>
      run(
        tableId,
        () => client.floor.setState.mutate({ tableId, state }),
        `Failed to update table ${name}. Please try again.`,
      ),
    [client, run],
  );

  const move = useCallback(
    (tableId: number, name: string, toTableIds: number[]) =>
      run(
        tableId,
        () => client.floor.move.mutate({ tableId, toTableIds }),
        `Failed to move the party at table ${name}. Please try again.`,
      ),
    [client, run],
  );

  const isBusy = useCallback((tableId: number) => busy.has(`table:${tableId}`), [busy]);
  return { setState, move, isBusy };
}
