import { describe, expect, it } from "vitest";
import { isValidTwilioSignature, twilioSignature } from "./twilio-signature";

// Twilio's documented example (security docs): this URL, these parameters and token give this signature.
const token = "12345";
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params: [string, string][] = [
  ["CallSid", "CA1234567890ABCDE"],
  ["Caller", "+12349013030"],
  ["Digits", "1234"],
  ["From", "+12349013030"],
  ["To", "+18005551212"],
];

describe("twilio signature", () => {
  it("matches Twilio's documented example, whatever the parameter order", () => {
    expect(twilioSignature(token, url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(twilioSignature(token, url, [...params].reverse())).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("refuses a forged, missing or re-pointed signature", () => {
    const sig = twilioSignature(token, url, params);
    expect(isValidTwilioSignature(token, url, params, sig)).toBe(true);
    expect(isValidTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(isValidTwilioSignature(token, url, params, `${sig.slice(0, -2)}x=`)).toBe(false);
    expect(isValidTwilioSignature("other", url, params, sig)).toBe(false);
    expect(isValidTwilioSignature(token, "https://mycompany.com/other.php", params, sig)).toBe(false);
    const moved = params.map(([k, v]): [string, string] => [k, k === "To" ? "+18005550000" : v]);
    expect(isValidTwilioSignature(token, url, moved, sig)).toBe(false);
    expect(isValidTwilioSignature("", url, params, sig)).toBe(false);
  });
});
