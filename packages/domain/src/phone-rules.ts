/**
 * Whether 10 digits can be a real North American number (docs/product.md#validation). Apart from phone.ts (digits and
 * display), which every page's first screen needs, so a page loads these rules only with the form that checks them.
 */
/** The refusal of a 10-digit number that cannot exist in the North American Numbering Plan. */
export const PHONE_NOT_REAL = "This phone number cannot exist. Please check the area code and number.";

/**
 * Why 10 digits cannot be a real North American number, or null when they can: the area code and the exchange (the
 * next three digits) never start with 0 or 1, and N11 codes (211 … 911) are service codes, not area codes.
 */
export function phoneProblem(digits: string): string | null {
  if (!/^\d{10}$/.test(digits)) return "Phone number must be 10 digits.";
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (area[0] === "0" || area[0] === "1" || exchange[0] === "0" || exchange[0] === "1") return PHONE_NOT_REAL;
  if (area.slice(1) === "11") return PHONE_NOT_REAL;
  return null;
}

export function isPossiblePhone(digits: string): boolean {
  return phoneProblem(digits) === null;
}
