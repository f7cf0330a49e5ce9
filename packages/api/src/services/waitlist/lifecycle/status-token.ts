import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** A fresh unguessable key of a guest's status page (/w/{token}): 160 random bits. */
export function newStatusToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}
