import { RememberOffline, useTRPC } from "@seatline/ui";
import { type ReactNode, useMemo } from "react";

/**
 * A reload of the console during an outage (docs/architecture.md "Offline host console"): the account, the line, its
 * summary and text marks, and the floor are kept for this session and seeded when the page loads without a network,
 * so the host still sees the last known line and floor and queues changes. In sessionStorage, not localStorage: the
 * guests' names and phones live only as long as the console's tab, never on the iPad after it closes.
 */
export function RememberStaffOffline({ children }: { children?: ReactNode }) {
  const trpc = useTRPC();
  const queries = useMemo(
    () => [
      { storageKey: "seatline.staff.lastMe", queryKey: trpc.auth.me.queryKey() },
      { storageKey: "seatline.staff.lastList", queryKey: trpc.waitlist.list.queryKey() },
      { storageKey: "seatline.staff.lastSummary", queryKey: trpc.waitlist.summary.queryKey() },
      { storageKey: "seatline.staff.lastMarks", queryKey: trpc.texting.marks.queryKey() },
      { storageKey: "seatline.staff.lastFloor", queryKey: trpc.floor.view.queryKey() },
    ],
    [trpc],
  );
  return (
    <RememberOffline queries={queries} storage={window.sessionStorage}>
      {children}
    </RememberOffline>
  );
}
