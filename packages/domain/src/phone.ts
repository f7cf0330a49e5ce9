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
