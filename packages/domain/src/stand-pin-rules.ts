/**
 * Which PINs a person may choose for the host stand (docs/architecture.md "Device sessions"; SECURITY.md item 31).
 * Someone at the stand gets only a few tries per person and per stand, so the PINs people pick most often must not
 * be among them: a guesser's first tries are exactly these. The one home of the rule: the API refuses such a PIN
 * (host-stand.ts setStandPinInput) and the staff console's PIN form shows the same sentence as its hint.
 */

export const TRIVIAL_STAND_PIN =
  "That PIN is too easy to guess (one digit repeated, a run like 1234, a year, or a very common PIN). Please choose another.";

/**
 * The most used 4- and 6-digit PINs that the patterns below do not already catch (published studies of leaked PINs:
 * keypad lines and shapes, AABB, mirrored halves).
 */
const COMMON_PINS = new Set([
  "1122",
  "1004",
  "2580",
  "0852",
  "5683",
  "1478",
  "1593",
  "7410",
  "0911",
  "112233",
  "123321",
  "159753",
  "147258",
  "147852",
  "258456",
  "789456",
  "520520",
  "110011",
]);

/** Each digit one more (or each one less) than the one before, 9 going on to 0 as on a keypad row (7890). */
function isStraightRun(pin: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i++) steps.add((Number(pin[i]) - Number(pin[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

/** One block of 1 to 3 digits said again: 7777, 6969, 121212, 123123. */
function isRepeatedBlock(pin: string): boolean {
  for (let size = 1; size <= pin.length / 2; size++) {
    if (pin.length % size !== 0) continue;
    if (pin.slice(0, size).repeat(pin.length / size) === pin) return true;
  }
  return false;
}

/** A year a person would pick (a birth year, this year): 1900 to 2099. */
function isYear(pin: string): boolean {
  return pin.length === 4 && /^(19|20)[0-9]{2}$/.test(pin);
}

/** True for a PIN too easy to guess as a stand PIN (its format is checked apart: kiosk-lock.ts isKioskPin). */
export function isTrivialPin(pin: string): boolean {
  return isRepeatedBlock(pin) || isStraightRun(pin) || isYear(pin) || COMMON_PINS.has(pin);
}
