/** Settings error texts (docs/product.md#errors) and the technical-support line (docs/product.md#settings). */
export const SUPPORT_PHONE = "(800) 555-0123";
export const SUPPORT_PHONE_HREF = "tel:+18005550123";

export const SAVE_SETTINGS_FAILED = "Error saving settings. Please try again.";
export const ADD_BLACKOUT_FAILED = "Error adding blackout date. Please try again.";
export const REMOVE_BLACKOUT_FAILED = "Error removing blackout date. Please try again.";
export const SAVE_RESERVATION_SETTINGS_FAILED = "Error saving reservation settings. Please try again.";
export const CREATE_LINK_FAILED = "Failed to create new access link. Please try again.";
export const DELETE_LINK_FAILED = "Failed to delete access link. Please try again.";
export const ADD_ACCESS_DATE_FAILED = "Failed to add access date. Please try again.";
export const REMOVE_ACCESS_DATE_FAILED = "Failed to remove access date. Please try again.";
export const loadLinksFailed = (message: string) => `Error loading special access links: ${message}`;

/** docs/product.md#limits: the Copied! indicator shows for 2000 ms. */
export const COPIED_MS = 2000;
