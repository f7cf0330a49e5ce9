import { useSession, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { changeOwner, loadHostChanges } from "./host-changes";
import { HOST_REPLAY_INTERVAL_MS, replayHostChanges } from "./host-sync";
import { markOnline } from "./offline-since";

/** Keeps the host's queued changes sent while the console is open: on `online`, `visibilitychange` and a timer. */
export function useHostSync(): void {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const owner = changeOwner(session);

  useEffect(() => {
    let stopped = false;
    const run = () => {
      if (stopped || !navigator.onLine) return;
      void loadHostChanges()
        .then(() => replayHostChanges(client, owner))
        .then((sent) => {
          if (sent > 0) {
            markOnline();
            void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.floor.pathKey() });
          }
        })
        .catch(() => {
          // Tried again on the next tick.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    run();
    window.addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(run, HOST_REPLAY_INTERVAL_MS);
    return () => {
      stopped = true;
      window.removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
    };
  }, [client, owner, queryClient, trpc]);
}
