import { useOnline } from "@seatline/ui";
import { isUnreachable } from "./reachability";

/** Offline for the guest screens: the browser says so, or the kiosk's own reads cannot reach the server. */
export function useKioskOffline(kiosk: { isError: boolean; error: unknown }): boolean {
  const online = useOnline();
  return !online || (kiosk.isError && isUnreachable(kiosk.error));
}
