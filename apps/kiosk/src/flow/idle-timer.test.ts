import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTimer } from "./idle-timer";
import { CONFIRMATION_TIMEOUT_MS, INACTIVITY_TIMEOUT_MS } from "./timeouts";

describe("idle timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the documented values: 90000 ms inactivity, 10 s confirmation", () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(90000);
    expect(CONFIRMATION_TIMEOUT_MS).toBe(10_000);
  });

  it("fires once after the time-out without activity", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(INACTIVITY_TIMEOUT_MS, onIdle);
    timer.poke();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("restarts the countdown on each poke", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1000, onIdle);
    timer.poke();
    vi.advanceTimersByTime(900);
    timer.poke();
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("does not fire after stop", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1000, onIdle);
    timer.poke();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("schedules on the timers it is given and cancels the previous countdown", () => {
    const scheduled: number[] = [];
    const cancelled: unknown[] = [];
    const timer = createIdleTimer(50, () => {}, {
      setTimeout: (_cb, ms) => scheduled.push(ms),
      clearTimeout: (handle) => cancelled.push(handle),
    });
    timer.poke();
    timer.poke();
    expect(scheduled).toEqual([50, 50]);
    expect(cancelled).toEqual([1]);
  });
});
