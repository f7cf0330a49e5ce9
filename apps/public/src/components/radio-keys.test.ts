import { describe, expect, it } from "vitest";
import { radioKeyTarget } from "./radio-keys";

describe("radioKeyTarget", () => {
  it("arrows move by one and wrap; Home and End jump", () => {
    expect(radioKeyTarget(4, 0, "ArrowRight")).toBe(1);
    expect(radioKeyTarget(4, 0, "ArrowDown")).toBe(1);
    expect(radioKeyTarget(4, 3, "ArrowRight")).toBe(0);
    expect(radioKeyTarget(4, 0, "ArrowLeft")).toBe(3);
    expect(radioKeyTarget(4, 2, "ArrowUp")).toBe(1);
    expect(radioKeyTarget(4, 2, "Home")).toBe(0);
    expect(radioKeyTarget(4, 0, "End")).toBe(3);
  });

  it("leaves other keys, and an empty group, alone", () => {
    expect(radioKeyTarget(4, 1, "Enter")).toBeNull();
    expect(radioKeyTarget(4, 1, "a")).toBeNull();
    expect(radioKeyTarget(0, 0, "ArrowRight")).toBeNull();
  });
});
