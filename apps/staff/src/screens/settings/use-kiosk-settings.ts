import type { KioskSettings } from "@seatline/domain";
import { notifyFailure, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SAVE_SETTINGS_FAILED } from "./settings-messages";

/**
 * The kiosk settings (announcement, party-input options, waitlist on/off): one object on the server.
 * `save(change)` sends only the changed fields, so a save here never undoes another screen's concurrent save.
 */
export function useKioskSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.settings.getKiosk.queryOptions());
  const mutation = useMutation(
    trpc.settings.saveKiosk.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.getKiosk.queryKey(), saved),
      onError: (error) => notifyFailure(error, SAVE_SETTINGS_FAILED),
    }),
  );
  const save = (change: Partial<KioskSettings>, onSaved?: (saved: KioskSettings) => void) => {
    if (!query.data) return;
    mutation.mutate(change, { onSuccess: onSaved });
  };
  return { query, save, saving: mutation.isPending, pending: mutation.variables };
}
