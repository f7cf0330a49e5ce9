import { RememberOffline, useTRPC } from "@seatline/ui";
import { type ReactNode, useMemo } from "react";

/**
 * A reload while offline (docs/architecture.md "Offline kiosk"): the session's account (auth.me) and the kiosk's last
 * state (settings, store, hours) are kept in localStorage for this session and seeded when the page loads without a
 * network, so the guest screens open and joins are queued.
 */
export function RememberKioskOffline({ children }: { children?: ReactNode }) {
  const trpc = useTRPC();
  const queries = useMemo(
    () => [
      { storageKey: "seatline.kiosk.lastMe", queryKey: trpc.auth.me.queryKey() },
      { storageKey: "seatline.kiosk.lastState", queryKey: trpc.waitlist.kioskState.queryKey() },
    ],
    [trpc],
  );
  return (
    <RememberOffline queries={queries} storage={window.localStorage}>
      {children}
    </RememberOffline>
  );
}
