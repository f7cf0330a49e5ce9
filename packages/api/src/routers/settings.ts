/** Kiosk settings (waitlist on/off, announcement, party-input options), table information, languages and opening hours. */
import {
  kioskSettingsChangeSchema,
  openingHoursInput,
  storeGuestLanguagesSchema,
  tableSettingsSchema,
} from "@seatline/domain";
import { z } from "zod";
import { readGuestLanguages, writeGuestLanguages } from "../services/settings/guest-languages";
import { readKioskSettings, writeKioskSettings } from "../services/settings/kiosk-settings";
import { readOpeningHours, writeOpeningHours } from "../services/settings/opening-hours";
import { readTableSettings, writeTableSettings } from "../services/settings/table-settings";
import { kioskHostProcedure, managerProcedure, router } from "../trpc";

export const settingsRouter = router({
  getKiosk: kioskHostProcedure().query(({ ctx }) => readKioskSettings(ctx.deps, ctx.staff)),
  /** Only the fields given change (a form sends what it edits, so concurrent saves of other fields are kept). */
  saveKiosk: kioskHostProcedure("manager")
    .input(kioskSettingsChangeSchema)
    .mutation(({ ctx, input }) => writeKioskSettings(ctx.deps, ctx.staff, input)),
  getTables: managerProcedure.query(({ ctx }) => readTableSettings(ctx.deps, ctx.staff)),
  saveTables: managerProcedure
    .input(tableSettingsSchema)
    .mutation(({ ctx, input }) => writeTableSettings(ctx.deps, ctx.staff, input)),
  /** The guest languages the store offers (docs/product.md#languages): English only, or English and Spanish. */
  getGuestLanguages: managerProcedure.query(({ ctx }) => readGuestLanguages(ctx.deps, ctx.staff)),
  saveGuestLanguages: managerProcedure
    .input(z.object({ languages: storeGuestLanguagesSchema }))
    .mutation(({ ctx, input }) => writeGuestLanguages(ctx.deps, ctx.staff, input.languages)),
  /** Opening hours (docs/product.md#opening-hours): the whole week, split shifts and closed days; a bad set is a 400. */
  getOpeningHours: managerProcedure.query(({ ctx }) => readOpeningHours(ctx.deps, ctx.staff)),
  saveOpeningHours: managerProcedure
    .input(openingHoursInput)
    .mutation(({ ctx, input }) => writeOpeningHours(ctx.deps, ctx.staff, input.hours)),
});
