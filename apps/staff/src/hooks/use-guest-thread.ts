import {
  createActionKey,
  idempotencyContext,
  notifyFailure,
  useStoreEvents,
  useTRPC,
  useTRPCClient,
} from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { REFRESH_INTERVAL_MS } from "./use-live-waitlist";

/**
 * One walk-in's texts and replies this visit (docs/product.md#texting-a-guest), live while the dialog is open: a
 * guest's reply is a waitlist event of the store, and the thread polls like the list in case a stream was missed.
 * `send` answers whether the message was queued; a refusal (STOP, the visit's limit) is notified with its reason.
 * Sending the same words again after no answer reuses the first try's Idempotency-Key, so the guest gets them once
 * (docs/architecture.md "Writes safe to repeat").
 */
export function useGuestThread(entryId: number | null) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const actionKey = useRef(createActionKey());
  const thread = useQuery(
    trpc.texting.thread.queryOptions(
      { id: entryId ?? 0 },
      { enabled: entryId !== null, refetchInterval: REFRESH_INTERVAL_MS },
    ),
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.texting.thread.queryKey() });
  }, [queryClient, trpc]);
  useStoreEvents(["waitlist"], refresh);

  const send = useCallback(
    async (message: string): Promise<boolean> => {
      if (entryId === null) return false;
      setSending(true);
      try {
        const input = { id: entryId, message };
        const context = idempotencyContext(actionKey.current.keyFor(input));
        await client.texting.sendToGuest.mutate(input, { context });
        actionKey.current.done();
        return true;
      } catch (error) {
        notifyFailure(error, "The message was not sent. Please try again.");
        return false;
      } finally {
        setSending(false);
        refresh();
        void queryClient.invalidateQueries({ queryKey: trpc.texting.marks.queryKey() });
      }
    },
    [client, entryId, refresh, queryClient, trpc],
  );

  return { thread, send, sending };
}
