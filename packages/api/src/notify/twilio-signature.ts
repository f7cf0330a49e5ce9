/**
 * Twilio's request signature (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's auth token, over the
 * exact public URL Twilio called (scheme, host, path and query) followed by every POST parameter as name then value,
 * sorted by name (and by value for repeated names). Compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type FormParams = ReadonlyArray<readonly [string, string]>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const sorted = [...params].sort(([ak, av], [bk, bv]) =>
    ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  const data = url + sorted.map(([k, v]) => k + v).join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
