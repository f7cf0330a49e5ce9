import { describe, expect, it } from "vitest";
import { sentToOf, sentToState } from "./navigation";

describe("the phone a page hands to the status page it opens", () => {
  it("round-trips ten digits through the history state", () => {
    expect(sentToOf(sentToState("5552234567"))).toBe("5552234567");
  });

  it("reads nothing from a state it did not leave (opened from the text, the join's step state, junk)", () => {
    for (const state of [
      null,
      undefined,
      "5552234567",
      { step: "phone" },
      { sentTo: 5552234567 },
      { sentTo: "555" },
    ])
      expect(sentToOf(state)).toBeNull();
  });
});
