import { notifications } from "@mantine/notifications";
import { HOST_SCREEN_LOCKED, type KioskSettings } from "@seatline/domain";
import { serverMessage, useStoreEvents, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";

/** The server found the host screen locked (idle too long, or locked elsewhere): the lock screen comes back. */
const lockedByServer = (error: unknown) => serverMessage(error) === HOST_SCREEN_LOCKED;

/** docs/product.md#errors: the message of a failed settings save. */
export const SAVE_SETTINGS_ERROR = "Error saving settings. Please try again.";

/**
 * The kiosk settings for the host screen: loaded through settings.getKiosk, followed live, and saved as the one
 * section's changes only (so a concurrent save from the staff screen of another field is kept).
 */
export function useKioskSettings(onLocked: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Read afresh on each unlock: a cached answer from an earlier unlock would show settings without asking the server.
  const query = useQuery(trpc.settings.getKiosk.queryOptions(undefined, { staleTime: 0, gcTime: 0 }));
  useEffect(() => {
    if (lockedByServer(query.error)) onLocked();
  }, [query.error, onLocked]);

  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.settings.getKiosk.queryKey() });
  }, [queryClient, trpc]);
  useStoreEvents("settings", refetch);

  const mutation = useMutation(
    trpc.settings.saveKiosk.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.settings.getKiosk.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.waitlist.kioskState.queryKey() });
      },
      onError: (error) => {
        if (lockedByServer(error)) return onLocked();
        console.error(SAVE_SETTINGS_ERROR, error);
        notifications.show({
          color: "red",
          title: "Not saved",
          message: SAVE_SETTINGS_ERROR,
          autoClose: 8000,
        });
      },
    }),
  );

  const { mutate } = mutation;
  const saved = query.data;
  const save = useCallback(
    (patch: Partial<KioskSettings>, onSaved?: () => void) => {
      if (!saved) return;
      mutate(patch, { onSuccess: () => onSaved?.() });
    },
    [saved, mutate],
  );

  return { query, saved, save, saving: mutation.isPending };
}
