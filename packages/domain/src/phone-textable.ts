/**
 * Which phones we text: real North American numbers in the United States and Canada only. The North American
 * Numbering Plan also covers Caribbean countries and the US territories; texts to those are billed as international
 * and are the usual target of SMS pumping (a stranger makes a service text costly numbers they are paid for), so
 * they are not texted, nor are premium-rate 900 numbers. The host sees such a guest as "not texted".
 *
 * Nor are numbers no phone can text from: non-geographic and unassigned area codes (personal communications 5XX,
 * 600/622 in Canada, 700, 710 for the US government, 456 inbound international, 880-887/889, the reserved 37X and
 * 96X), N11 exchanges (211 … 911 are service codes) and 555-0100 … 555-0199 (set aside as fictional). These are "not
 * texted" (a clear reason on the outbox row; the remote join, which only works by text, refuses them), never refused
 * by a phone field: a walk-in or a booking with such a number still works, the host just calls the name. The 555
 * area code stays textable: it is unassigned, and the end-to-end suite's guests use it with the local Twilio stand-in.
 */
import { isPossiblePhone } from "./phone-rules";

/** NANP area codes outside the US states and Canada (Caribbean countries, US territories) and premium rate. */
export const NOT_TEXTABLE_AREA_CODES: ReadonlySet<string> = new Set([
  // Caribbean and Atlantic countries
  "242", // Bahamas
  "246", // Barbados
  "264", // Anguilla
  "268", // Antigua and Barbuda
  "284", // British Virgin Islands
  "345", // Cayman Islands
  "441", // Bermuda
  "473", // Grenada
  "649", // Turks and Caicos
  "658", // Jamaica
  "876", // Jamaica
  "664", // Montserrat
  "721", // Sint Maarten
  "758", // Saint Lucia
  "767", // Dominica
  "784", // Saint Vincent and the Grenadines
  "809", // Dominican Republic
  "829", // Dominican Republic
  "849", // Dominican Republic
  "868", // Trinidad and Tobago
  "869", // Saint Kitts and Nevis
  // US territories (billed as international by most providers)
  "340", // US Virgin Islands
  "670", // Northern Mariana Islands
  "671", // Guam
  "684", // American Samoa
  "787", // Puerto Rico
  "939", // Puerto Rico
  // Premium rate
  "900",
]);

/** Non-geographic, service and unassigned area codes: no subscriber phone answers a text there. */
export const NON_GEOGRAPHIC_AREA_CODES: ReadonlySet<string> = new Set([
  // Personal communications services (non-geographic)
  "500",
  "521",
  "522",
  "523",
  "524",
  "525",
  "526",
  "527",
  "528",
  "529",
  "533",
  "544",
  "566",
  "577",
  "588",
  // Canadian non-geographic services
  "600",
  "622",
  // Interexchange carrier services, US government
  "700",
  "710",
  // Inbound international
  "456",
  // Paid toll-free and reserved
  "880",
  "881",
  "882",
  "883",
  "884",
  "885",
  "886",
  "887",
  "889",
  // Reserved for expansion: never assigned
  ...Array.from({ length: 10 }, (_, i) => `37${i}`),
  ...Array.from({ length: 10 }, (_, i) => `96${i}`),
]);

/** Why a phone is not texted (the outbox row's reason), by rule. */
export const notTextableReasons = {
  impossible: "Not texted: not a valid North American number.",
  outsideUsCanada: "Not texted: not a US or Canada mobile number.",
  nonGeographic: "Not texted: the area code is not in service for phones.",
  serviceCode: "Not texted: 211 … 911 after the area code are service codes, not a phone number.",
  fictional: "Not texted: 555-0100 to 555-0199 are fictional numbers.",
} as const;

/** Why a phone (10 digits; formatting ignored) cannot be texted, or null when it can. */
export function notTextableReason(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length !== 10 || !isPossiblePhone(digits)) return notTextableReasons.impossible;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (NOT_TEXTABLE_AREA_CODES.has(area)) return notTextableReasons.outsideUsCanada;
  if (NON_GEOGRAPHIC_AREA_CODES.has(area)) return notTextableReasons.nonGeographic;
  if (exchange.slice(1) === "11") return notTextableReasons.serviceCode;
  if (exchange === "555" && digits.slice(6, 8) === "01") return notTextableReasons.fictional;
  return null;
}

/** True when a phone (10 digits; formatting ignored) may be texted: a US or Canada subscriber number. */
export function isTextablePhone(phone: string): boolean {
  return notTextableReason(phone) === null;
}
