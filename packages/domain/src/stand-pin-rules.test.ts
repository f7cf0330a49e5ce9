import { describe, expect, it } from "vitest";
import { setStandPinInput } from "./host-stand";
import { isTrivialPin, TRIVIAL_STAND_PIN } from "./stand-pin-rules";

describe("stand PIN rules", () => {
  it("refuses repeated digits, straight runs, years and the most common PINs", () => {
    const trivial = [
      "0000",
      "7777",
      "999999",
      "1234",
      "4321",
      "0123",
      "6789",
      "7890",
      "3210",
      "12345",
      "123456",
      "654321",
      "1900",
      "1987",
      "2000",
      "2099",
      "1212",
      "6969",
      "121212",
      "696969",
      "123123",
      "1004",
      "1122",
      "2580",
      "5683",
      "0852",
      "112233",
      "159753",
    ];
    for (const pin of trivial) expect(isTrivialPin(pin), pin).toBe(true);
  });

  it("takes the rest, 4 to 6 digits", () => {
    for (const pin of ["1357", "2468", "9753", "1899", "2100", "4829", "38271", "583920", "1245", "0012"])
      expect(isTrivialPin(pin), pin).toBe(false);
  });

  it("the stand PIN's input refuses a trivial PIN with the plain sentence, and takes 6 digits", () => {
    const refused = setStandPinInput.safeParse({ name: "Ana", pin: "1234", password: "x" });
    expect(refused.error?.issues[0]?.message).toBe(TRIVIAL_STAND_PIN);
    expect(setStandPinInput.safeParse({ name: "Ana", pin: "583920", password: "x" }).success).toBe(true);
  });
});
