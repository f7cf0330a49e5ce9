/** The host stand (docs/architecture.md "Device sessions"): its lock screen, and a person's own PIN for it. */
import { setStandPinInput, standUnlockInput } from "@seatline/domain";
import { readMyStandPin, removeMyStandPin, setMyStandPin } from "../services/host-stand/my-stand-pin";
import { listStandPeople, lockStand, unlockStand } from "../services/host-stand/stand-lock";
import { hostProcedure, router, standProcedure } from "../trpc";

export const standRouter = router({
  /** The names on the lock screen: the store's people who have set a stand PIN (no e-mail, no role). */
  people: standProcedure.query(({ ctx }) => listStandPeople(ctx.deps, ctx.staff)),
  /** A person's own PIN: the stand acts as them until Switch or the idle time. */
  unlock: standProcedure
    // A check, not a write: every try is checked (and counted) again.
    .meta({ repeat: "off" })
    .input(standUnlockInput)
    .mutation(({ ctx, input }) => unlockStand(ctx.deps, ctx.staff, ctx.session, input)),
  /** Switch: the lock screen comes back, nobody is at the stand. */
  lock: standProcedure.meta({ repeat: "off" }).mutation(({ ctx }) => lockStand(ctx.deps, ctx.session)),
  /** The caller's own stand name and whether they have a PIN. */
  myPin: hostProcedure.query(({ ctx }) => readMyStandPin(ctx.deps, ctx.staff)),
  /** Sets the caller's own PIN and stand name, with their password; a stand they were at locks. */
  setMyPin: hostProcedure
    // Carries a password and a PIN: never kept for a repeat.
    .meta({ repeat: "off" })
    .input(setStandPinInput)
    .mutation(({ ctx, input }) => setMyStandPin(ctx.deps, ctx.staff, input)),
  removeMyPin: hostProcedure.mutation(({ ctx }) => removeMyStandPin(ctx.deps, ctx.staff)),
});
