import { describe, expect, it } from "vitest";
import { deliveryErrorReason, textMarkLabel, textMarkOf } from "./text-marks";

const row = (o: Partial<Parameters<typeof textMarkOf>[0]>) =>
  textMarkOf({
    status: "sent",
    deliveryStatus: null,
    deliveryErrorCode: null,
    deliveryUpdatedAt: null,
    lastError: null,
    ...o,
  });

describe("text marks", () => {
  it("delivered, failed with the carrier's reason, not sent with ours", () => {
    expect(textMarkLabel(row({ deliveryStatus: "delivered" }))).toBe("Delivered");
    const failed = row({ deliveryStatus: "undelivered", deliveryErrorCode: "30003" });
    expect([textMarkLabel(failed), failed.reason]).toEqual([
      "Text failed — call the name",
      "The phone is off or out of reach.",
    ]);
    expect(row({ status: "failed", lastError: "Twilio 400: invalid" }).reason).toBe("Twilio 400: invalid");
    const skipped = row({ status: "skipped", lastError: "Not texted: not a US or Canada mobile number." });
    expect(skipped).toMatchObject({ state: "not_sent", reason: expect.stringMatching(/US or Canada/) });
    expect(row({ status: "uncertain" }).state).toBe("uncertain");
    expect(row({ status: "pending" }).state).toBe("sending");
    expect(deliveryErrorReason("99999")).toBe("Carrier error 99999.");
  });

  it("a text held back says so, with the reason", () => {
    const held = row({ status: "held", lastError: "Held back: this phone already got 6 texts today." });
    expect([textMarkLabel(held), held.reason]).toEqual([
      "Text held back — call the name",
      "Held back: this phone already got 6 texts today.",
    ]);
  });
});

describe("a text that expired", () => {
  it("reads Not texted — call the name, with the reason", () => {
    const expired = row({ status: "expired", lastError: "Not texted: Twilio could not be reached in time." });
    expect([textMarkLabel(expired), expired.reason]).toEqual([
      "Not texted — call the name",
      "Not texted: Twilio could not be reached in time.",
    ]);
  });
});
