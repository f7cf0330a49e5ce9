import { describe, expect, it } from "vitest";
import { HOST_MESSAGE_MAX, hostMessageBody, sendToGuestInput, smsSize } from "./host-message";

describe("a host's own text", () => {
  it("starts with the store's name and sends a tablet's smart punctuation plain", () => {
    expect(hostMessageBody("Café Uno", "  We’re ready — come in…  ")).toBe(
      "Café Uno: We're ready - come in...",
    );
  });

  it("counts texts as the carrier bills them: 160 plain letters, else 70; parts of 153 and 67", () => {
    expect(smsSize("a".repeat(160))).toEqual({ characters: 160, segments: 1, encoding: "gsm7" });
    expect(smsSize("a".repeat(161)).segments).toBe(2);
    expect(smsSize("a".repeat(307)).segments).toBe(3);
    expect(smsSize(`${"a".repeat(69)}á`)).toEqual({ characters: 70, segments: 1, encoding: "ucs2" });
    expect(smsSize(`${"a".repeat(70)}🙂`).segments).toBe(2);
    expect(smsSize("").segments).toBe(0);
  });

  it("takes 1-320 characters with line breaks, and refuses control characters and link placeholders", () => {
    const ok = (message: string) => sendToGuestInput.safeParse({ id: 1, message }).success;
    expect(ok("Two more minutes\nSee you soon")).toBe(true);
    expect(ok("x".repeat(HOST_MESSAGE_MAX))).toBe(true);
    expect(ok("x".repeat(HOST_MESSAGE_MAX + 1))).toBe(false);
    expect(ok("   ")).toBe(false);
    expect(ok("ring\u0007")).toBe(false);
    expect(ok("abc\u202Edef")).toBe(false);
    expect(ok("open /w/{token}")).toBe(false);
  });
});
