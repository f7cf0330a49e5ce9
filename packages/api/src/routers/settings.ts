/** Kiosk settings (waitlist on/off, announcement, party-input options) and table information. */
import { kioskSettingsChangeSchema, tableSettingsSchema } from "@seatline/domain";
import { readKioskSettings, writeKioskSettings } from "../services/settings/kiosk-settings";
import { readTableSettings, writeTableSettings } from "../services/settings/table-settings";
import { router, staffProcedure } from "../trpc";

export const settingsRouter = router({
  getKiosk: staffProcedure.query(({ ctx }) => readKioskSettings(ctx.deps, ctx.staff)),
  /** Only the fields given change (a form sends what it edits, so concurrent saves of other fields are kept). */
  saveKiosk: staffProcedure
    .input(kioskSettingsChangeSchema)
    .mutation(({ ctx, input }) => writeKioskSettings(ctx.deps, ctx.staff, input)),
  getTables: staffProcedure.query(({ ctx }) => readTableSettings(ctx.deps, ctx.staff)),
  saveTables: staffProcedure
    .input(tableSettingsSchema)
    .mutation(({ ctx, input }) => writeTableSettings(ctx.deps, ctx.staff, input)),
});
