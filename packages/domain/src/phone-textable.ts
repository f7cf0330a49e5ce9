/**
 * Which phones we text: real North American numbers in the United States and Canada only. The North American
 * Numbering Plan also covers Caribbean countries and the US territories; texts to those are billed as international
 * and are the usual target of SMS pumping (a stranger makes a service text costly numbers they are paid for), so
 * they are not texted, nor are premium-rate 900 numbers. The host sees such a guest as "not texted".
 */
import { isPossiblePhone } from "./phone";

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

/** True when a phone (10 digits; formatting ignored) may be texted: a possible number with a US or Canada area code. */
export function isTextablePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  if (digits.length !== 10 || !isPossiblePhone(digits)) return false;
  return !NOT_TEXTABLE_AREA_CODES.has(digits.slice(0, 3));
}
