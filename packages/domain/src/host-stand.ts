/**
 * The host stand (docs/architecture.md "Device sessions"): an iPad at the door that a manager pairs once as a device,
 * and that the staff take turns at with their own PINs. Whoever's PIN opened it is the person every call acts as
 * (the audit log names them, not the iPad); it runs the door's procedures only, and locks itself when no one has
 * written anything for a while.
 */
import { z } from "zod";
import { controlCharsMessage, hasControlChars } from "./guest-text";
import { kioskPinSchema } from "./kiosk-lock";
import { isTrivialPin, TRIVIAL_STAND_PIN } from "./stand-pin-rules";

export const STAND_NAME_MAX = 24;

/** Opening the stand: the person tapped on the lock screen and their PIN. */
export const standUnlockInput = z.object({ userId: z.uuid("Choose your name."), pin: kioskPinSchema });

/**
 * A person's own PIN for the stand, with the name the stand shows for them. Their password too: a console left signed
 * in must not let a passer-by set a PIN and then act at the stand in that person's name.
 */
export const setStandPinInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter the name the stand shows for you.")
    .max(STAND_NAME_MAX, `The name can be at most ${STAND_NAME_MAX} characters.`)
    .refine((s) => !hasControlChars(s), controlCharsMessage("Name")),
  // 4 to 6 digits, and none a guesser tries first (stand-pin-rules.ts); opening the stand takes any PIN of the format.
  pin: kioskPinSchema.refine((pin) => !isTrivialPin(pin), TRIVIAL_STAND_PIN),
  password: z.string().min(1, "Enter your password.").max(256, "That is too long."),
});
export type SetStandPinInput = z.infer<typeof setStandPinInput>;

/** One tile of the stand's lock screen: no e-mail, no role. */
export interface StandPerson {
  id: string;
  name: string;
}

/** What a person sees of their own stand PIN: the name, whether a PIN is set; never the PIN. */
export interface MyStandPin {
  name: string | null;
  pinSet: boolean;
}
