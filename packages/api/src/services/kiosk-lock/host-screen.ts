/**
 * A kiosk's host screen as the server keeps it (docs/architecture.md "Device sessions"): the PIN check opens it for
 * KIOSK_HOST_IDLE_MS on the kiosk's own session, every host-screen call pushes that on, and Back to kiosk (or the time
 * running out) locks it. The browser's lock screen is only the face of this: a kiosk token taken from the tablet
 * opens nothing the PIN did not.
 */
import { extendHostScreen, setHostScreenUntil } from "@seatline/db";
import { DomainError, HOST_SCREEN_LOCKED, KIOSK_HOST_IDLE_MS } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo } from "../auth/types";

/** After a right PIN or password: the device's host screen is open for the idle time (a person's session: no-op). */
export async function openHostScreen(deps: AppDeps, session: SessionInfo): Promise<void> {
  if (!session.device) return;
  await setHostScreenUntil(
    deps.db,
    session.sessionId,
    new Date(deps.clock.now().getTime() + KIOSK_HOST_IDLE_MS),
  );
}

/** A host-screen call from a device: refused once the screen is locked or idle too long, else its time pushed on. */
export async function keepHostScreenOpen(deps: AppDeps, session: SessionInfo): Promise<void> {
  const now = deps.clock.now();
  const open =
    session.hostUntil !== null &&
    session.hostUntil > now &&
    // Checked again where it is written: Back to kiosk may have landed since this call read its session.
    (await extendHostScreen(deps.db, session.sessionId, {
      now,
      until: new Date(now.getTime() + KIOSK_HOST_IDLE_MS),
    }));
  if (!open) throw new DomainError("FORBIDDEN", HOST_SCREEN_LOCKED);
}

/** Back to kiosk: the host screen is locked at once. */
export async function lockHostScreen(deps: AppDeps, session: SessionInfo): Promise<{ locked: true }> {
  await setHostScreenUntil(deps.db, session.sessionId, null);
  return { locked: true };
}
