import { describe, expect, it } from "vitest";
import { REDACTED, redactText, redactUrl } from "./log-redaction";

const token = "abcdefghijklmnopqrstuvwxyz234567";

describe("redactUrl", () => {
  it.each([
    [`/w/${token}`, `/w/${REDACTED}`],
    [`/w/${token}/`, `/w/${REDACTED}/`],
    [`/r/${token}?x=1`, `/r/${REDACTED}?x=1`],
    [`/u/${token}`, `/u/${REDACTED}`],
    [`/guest/w/${token}`, `/guest/w/${REDACTED}`],
    [
      `/trpc/guest.status?input=${encodeURIComponent(JSON.stringify({ token }))}`,
      `/trpc/guest.status?input=${REDACTED}`,
    ],
    [
      `/trpc/events.onStoreChange?connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`,
      `/trpc/events.onStoreChange?connectionParams=${REDACTED}`,
    ],
    [
      `/trpc/guest.status,guest.joinInfo?batch=1&input=${token}`,
      `/trpc/guest.status,guest.joinInfo?batch=1&input=${REDACTED}`,
    ],
    [`/x?TOKEN=${token}&ticket=${token}&keep=1`, `/x?TOKEN=${REDACTED}&ticket=${REDACTED}&keep=1`],
    [`/x?%69nput=${token}`, `/x?%69nput=${REDACTED}`],
    [`/x?%zz=${token}`, `/x?%zz=${token}`],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves URLs without tokens alone", () => {
    for (const url of [
      "/",
      "/staff/",
      "/join/demo/downtown",
      "/api/host_info/waiting_customers?store=1",
      "/wait/x",
      "/rx/y",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe("redactText", () => {
  it("hides the token of status and booking links in a logged text", () => {
    expect(
      redactText(
        `[sms:log] #7 to 2125550142: See your place: http://localhost:3000/w/${token} or /r/${token}.`,
      ),
    ).toBe(
      `[sms:log] #7 to 2125550142: See your place: http://localhost:3000/w/${REDACTED} or /r/${REDACTED}.`,
    );
    expect(redactText("ticket A0, /w/short")).toBe("ticket A0, /w/short");
    // A logged e-mail's booking page and unsubscribe links.
    expect(
      redactText(
        `See or cancel your booking: https://s.example/r/${token}\nUnsubscribe: https://s.example/u/${token}`,
      ),
    ).toBe(
      `See or cancel your booking: https://s.example/r/${REDACTED}\nUnsubscribe: https://s.example/u/${REDACTED}`,
    );
  });
});
