import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMinuteClock } from "./use-minute-clock";

afterEach(() => {
  vi.useRealTimers();
});

describe("useMinuteClock", () => {
  it("ticks once a minute, not in between, and stops when unmounted", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"));
    const { result, unmount } = renderHook(() => useMinuteClock());
    expect(result.current.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.toISOString()).toBe("2026-11-24T18:01:00.000Z");
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
