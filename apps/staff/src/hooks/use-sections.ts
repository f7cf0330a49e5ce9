import type { FloorView } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useBusyKeys } from "./use-busy-keys";

/**
 * Sections and rotation (docs/product.md#sections-and-rotation): the manager's servers and their tables, and the host
 * marking a server out. Each call answers the floor as it now is, which replaces the cached floor at once (other
 * consoles hear the floor event); a failure shows the server's message.
 */
export function useSections() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { busy, track } = useBusyKeys();

  const run = useCallback(
    async (key: string, call: () => Promise<FloorView>, failureText: string): Promise<boolean> => {
      try {
        const view = await track(key, call);
        queryClient.setQueryData(trpc.floor.view.queryKey(), view);
        return true;
      } catch (error) {
        notifyFailure(error, failureText);
        return false;
      }
    },
    [track, queryClient, trpc],
  );

  return {
    busy,
    addServer: (name: string) =>
      run("add", () => client.floor.addServer.mutate({ name }), `Failed to add ${name}. Please try again.`),
    removeServer: (id: number, name: string) =>
      run(
        `server:${id}`,
        () => client.floor.removeServer.mutate({ id }),
        `Failed to remove ${name}. Please try again.`,
      ),
    setOut: (id: number, name: string, out: boolean) =>
      run(
        `server:${id}`,
        () => client.floor.setServerOut.mutate({ id, out }),
        `Failed to mark ${name} ${out ? "out" : "back"}. Please try again.`,
      ),
    assign: (serverId: number | null, tableId: number, tableName: string) =>
      run(
        `table:${tableId}`,
        () => client.floor.assignSection.mutate({ serverId, tableIds: [tableId] }),
        `Failed to change table ${tableName}'s section. Please try again.`,
      ),
  };
}
