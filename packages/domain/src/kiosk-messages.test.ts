import { describe, expect, it } from "vitest";
import { FIRST_IN_LINE_MESSAGE, positionMessage, waitNearbyMessage } from "./kiosk-messages";

describe("positionMessage", () => {
  it("congratulates the first in line", () => {
    expect(positionMessage(1)).toBe("Congrats! You are the first in line.");
    expect(FIRST_IN_LINE_MESSAGE).toBe(positionMessage(1));
  });
  it("names the position from 2 on", () => {
    expect(positionMessage(2)).toBe("You are position 2 in line!");
    expect(positionMessage(17)).toBe("You are position 17 in line!");
  });
});

describe("waitNearbyMessage", () => {
  it("shows the formatted phone when one was given", () => {
    expect(waitNearbyMessage("5551234567")).toBe(
      "Please wait nearby and watch for updates at (555) 123 - 4567.",
    );
  });
  it("says the name will be called without a phone", () => {
    for (const none of [null, undefined, ""]) {
      expect(waitNearbyMessage(none)).toBe(
        "Please wait nearby. We will call your name when your table is ready.",
      );
    }
  });
});
