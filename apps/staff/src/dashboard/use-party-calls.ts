import type { WaitlistEntryView } from "@seatline/domain";
import { useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback } from "react";
import type { addPartyInput, editPartyInput } from "./party-form";

/** The server refused an add because the phone is already waiting (its message names the party). */
export function isDuplicateRefusal(error: unknown): error is TRPCClientError<never> {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === "CONFLICT";
}

/** Add and edit a party through the waitlist lifecycle (`waitlist.add`, `waitlist.edit`); the list reloads after. */
export function usePartyCalls() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
  }, [queryClient, trpc]);

  const add = useCallback(
    async (input: ReturnType<typeof addPartyInput>): Promise<WaitlistEntryView> => {
      try {
        return await client.waitlist.add.mutate(input);
      } finally {
        refresh();
      }
    },
    [client, refresh],
  );

  const edit = useCallback(
    async (input: ReturnType<typeof editPartyInput>): Promise<WaitlistEntryView> => {
      try {
        return await client.waitlist.edit.mutate(input);
      } finally {
        refresh();
      }
    },
    [client, refresh],
  );

  return { add, edit };
}
