import { describe, expect, it } from "vitest";
import { formatPhone, isCompletePhone, phoneDigits } from "./phone";

describe("phone", () => {
  it("strips non-digits and cuts to 10", () => expect(phoneDigits("(555) 123-4567 89")).toBe("5551234567"));
  it("formats progressively", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("55")).toBe("(55");
    expect(formatPhone("55512")).toBe("(555) 12");
    expect(formatPhone("5551234567")).toBe("(555) 123 - 4567");
  });
  it("complete only with exactly 10 digits", () => {
    expect(isCompletePhone("555-123-4567")).toBe(true);
    expect(isCompletePhone("555123456")).toBe(false);
    expect(isCompletePhone("55512345678")).toBe(false);
  });
});
