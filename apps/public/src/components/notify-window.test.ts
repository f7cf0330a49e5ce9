import { describe, expect, it } from "vitest";
import { fullRunAround } from "./notify-window";

const times = [
  { time: "18:00", full: true },
  { time: "18:30", full: false },
  { time: "19:00", full: true },
  { time: "19:30", full: true },
  { time: "20:00", full: true },
  { time: "20:30", full: false },
  { time: "21:00", full: true },
];

describe("fullRunAround", () => {
  it("the full times next to the tapped one, up to the open times either side", () => {
    expect(fullRunAround(times, "19:30")).toEqual(["19:00", "19:30", "20:00"]);
    expect(fullRunAround(times, "19:00")).toEqual(["19:00", "19:30", "20:00"]);
  });

  it("a full time alone, and one at either end of the day", () => {
    expect(fullRunAround(times, "18:00")).toEqual(["18:00"]);
    expect(fullRunAround(times, "21:00")).toEqual(["21:00"]);
  });

  it("nothing for an open time or one not shown", () => {
    expect(fullRunAround(times, "18:30")).toEqual([]);
    expect(fullRunAround(times, "23:00")).toEqual([]);
  });
});
