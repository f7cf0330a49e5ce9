/** The kiosk's host-screen lock (docs/product.md#kiosk) and its PIN in Settings (docs/product.md#settings). */
import { setKioskPinInput, unlockHostInput } from "@seatline/domain";
import { unlockHostScreen } from "../services/kiosk-lock/host-unlock";
import { readKioskLock, removeKioskPin, setKioskPin } from "../services/kiosk-lock/kiosk-pin";
import { hostProcedure, managerProcedure, router } from "../trpc";

export const kioskLockRouter = router({
  /** Whether the store has a PIN (the lock screen shows a keypad, else a password field); never the PIN itself. */
  status: hostProcedure.query(({ ctx }) => readKioskLock(ctx.deps, ctx.staff)),
  unlock: hostProcedure
    // A check, not a write: every try is checked (and counted) again.
    .meta({ repeat: "off" })
    .input(unlockHostInput)
    .mutation(({ ctx, input }) => unlockHostScreen(ctx.deps, ctx.staff, input.secret)),
  setPin: managerProcedure
    .input(setKioskPinInput)
    .mutation(({ ctx, input }) => setKioskPin(ctx.deps, ctx.staff, input.pin)),
  removePin: managerProcedure.mutation(({ ctx }) => removeKioskPin(ctx.deps, ctx.staff)),
});
