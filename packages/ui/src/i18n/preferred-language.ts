/**
 * How the public and guest pages pick their language (docs/product.md#languages): the guest's own earlier choice on this device, else
 * the browser's languages, among those the store offers; never a language the store does not offer.
 */
import { type GuestLanguage, isGuestLanguage, pickGuestLanguage } from "@seatline/domain";

export const LANGUAGE_STORAGE_KEY = "seatline.language";

export function storedLanguage(): GuestLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isGuestLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: GuestLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The language to open in: a remembered choice, else `first` (e.g. the language a booking was made in), else the browser's. */
export function initialLanguage(
  offered: readonly GuestLanguage[],
  first?: GuestLanguage | null,
): GuestLanguage {
  const remembered = storedLanguage();
  if (remembered && offered.includes(remembered)) return remembered;
  if (first && offered.includes(first)) return first;
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return pickGuestLanguage(browser, offered);
}
