import { sessionOwner, useSession, useTRPC } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { kioskJoinClient } from "./join-client";
import { REPLAY_INTERVAL_MS, syncOffline } from "./offline-sync";

/** Keeps the queue sent and the pool filled while the kiosk's guest screens are open (offline-sync.ts). */
export function useOfflineSync(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { token, store } = useSession();
  const storeId = store.id;

  useEffect(() => {
    const owner = sessionOwner(token);
    const client = kioskJoinClient(token);
    let stopped = false;
    const run = () => {
      if (stopped) return;
      void syncOffline(client, owner, storeId)
        .then((r) => {
          if (r.sent > 0)
            void queryClient.invalidateQueries({ queryKey: trpc.waitlist.kioskState.queryKey() });
        })
        .catch(() => {
          // IndexedDB unavailable (private mode): joins then need the network, as before.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    run();
    window.addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(run, REPLAY_INTERVAL_MS);
    return () => {
      stopped = true;
      window.removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
    };
  }, [token, storeId, queryClient, trpc]);
}
