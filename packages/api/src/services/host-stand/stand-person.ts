/**
 * Who a host stand acts as (docs/architecture.md "Device sessions"): the person whose own PIN opened it, for the door's
 * procedures only, while the stand is open. The procedures' builders (trpc.ts) call this for every call a stand makes;
 * a change (a mutation) pushes the idle time on, a read does not (the list refreshes itself all evening).
 */
import { extendHostScreen } from "@seatline/db";
import {
  DomainError,
  STAND_IDLE_MS,
  STAND_LOCKED,
  STAND_RUNS_THE_DOOR,
  type StaffRole,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo, SessionUser } from "../auth/types";

export async function personAtStand(
  deps: AppDeps,
  session: SessionInfo,
  call: { role: StaffRole; type: string },
): Promise<SessionUser> {
  if (call.role !== "host") throw new DomainError("FORBIDDEN", STAND_RUNS_THE_DOOR);
  const now = deps.clock.now().getTime();
  const person = session.atStand;
  if (!person || !session.hostUntil || session.hostUntil.getTime() <= now)
    throw new DomainError("FORBIDDEN", STAND_LOCKED);
  // Checked again where it is written: a lock or Switch may have landed since this call read its session.
  if (
    call.type === "mutation" &&
    !(await extendHostScreen(deps.db, session.sessionId, {
      now: new Date(now),
      until: new Date(now + STAND_IDLE_MS),
      actingUserId: person.id,
    }))
  )
    throw new DomainError("FORBIDDEN", STAND_LOCKED);
  // As a host, whatever their own role: a service that gives a manager more (now or later) gives it at the stand only
  // on the person's own sign-in.
  return { id: person.id, email: person.email, role: "host" };
}
