/** Editing a phone number inside its (xxx) xxx - xxxx mask (docs/product.md#validation: digits only, at most 10). */
import { formatPhone, phoneDigits } from "./phone";

/**
 * The digits after the user edited the masked text: the digits typed, at most 10. Deleting only a mask character
 * (a bracket, space or dash) deletes the digit before it, so backspace never gets stuck on the mask.
 */
export function phoneEditDigits(previousDigits: string, editedText: string): string {
  const digits = phoneDigits(editedText);
  const deletedMaskOnly = digits === previousDigits && editedText.length < formatPhone(previousDigits).length;
  return deletedMaskOnly ? digits.slice(0, -1) : digits;
}
