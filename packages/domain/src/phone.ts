/** Phone numbers (docs/product.md#validation, #limits): digits only, at most 10, shown as (xxx) xxx - xxxx. */
export const PHONE_DIGITS = 10;

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, PHONE_DIGITS);
}

/** Progressive display: "(555", "(555) 12", "(555) 123 - 45". */
export function formatPhone(input: string | null | undefined): string {
  const d = phoneDigits(input ?? "");
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

export function isCompletePhone(input: string): boolean {
  return phoneDigits(input).length === PHONE_DIGITS && input.replace(/\D/g, "").length === PHONE_DIGITS;
}

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
