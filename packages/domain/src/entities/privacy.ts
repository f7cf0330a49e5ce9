/** Inputs of an owner's guest privacy tools (docs/product.md#guest-privacy). */
import { z } from "zod";
import { PHONE_DIGITS } from "../phone";

/** The guest is found by phone: ten digits, written any way ("(555) 123 - 4567", "555-123-4567"). */
export const guestPhoneInput = z.object({
  phone: z
    .string()
    .max(32)
    .transform((s) => s.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""))
    .refine((d) => d.length === PHONE_DIGITS, "Enter the guest's 10-digit phone number"),
});

/** Guests not seen for this many months are anonymised; 0 turns the sweep off. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const retentionInput = z.object({
  months: z.number().int().min(0).max(120),
});
