/** The kiosk's host-screen lock (docs/product.md#kiosk) and its PIN in Settings (docs/product.md#settings). */
import { setKioskPinInput, unlockHostInput } from "@seatline/domain";
import { lockHostScreen } from "../services/kiosk-lock/host-screen";
import { unlockHostScreen } from "../services/kiosk-lock/host-unlock";
import { readKioskLock, removeKioskPin, setKioskPin } from "../services/kiosk-lock/kiosk-pin";
import { kioskGuestProcedure, managerProcedure, router } from "../trpc";

export const kioskLockRouter = router({
  /** Whether the store has a PIN (the lock screen shows a keypad, else a password field); never the PIN itself. */
  status: kioskGuestProcedure.query(({ ctx }) => readKioskLock(ctx.deps, ctx.staff)),
  /** On a kiosk's device session, a right entry opens its host screen on the server (services/kiosk-lock/host-screen.ts). */
  unlock: kioskGuestProcedure
    // A check, not a write: every try is checked (and counted) again.
    .meta({ repeat: "off" })
    .input(unlockHostInput)
    .mutation(({ ctx, input }) => unlockHostScreen(ctx.deps, ctx.staff, ctx.session, input.secret)),
  /** Back to kiosk: the host screen is locked again at once. */
  lock: kioskGuestProcedure
    .meta({ repeat: "off" })
    .mutation(({ ctx }) => lockHostScreen(ctx.deps, ctx.session)),
  setPin: managerProcedure
    .input(setKioskPinInput)
    .mutation(({ ctx, input }) => setKioskPin(ctx.deps, ctx.staff, input.pin)),
  removePin: managerProcedure.mutation(({ ctx }) => removeKioskPin(ctx.deps, ctx.staff)),
});
