import { describe, expect, it } from "vitest";
import { machineTicks, postgresCpuSpent, processCpuMs, startCpuReading } from "./cpu-meter";

describe("postgresCpuSpent", () => {
  it("adds each process's growth and the whole of a process started in between", () => {
    const before = new Map([
      [10, 100],
      [11, 50],
    ]);
    const after = new Map([
      [10, 130],
      [11, 55],
      [12, 7],
    ]);
    expect(postgresCpuSpent(before, after)).toBe(30 + 5 + 7);
  });

  it("never goes below zero when a backend ended in between (its time leaves with it)", () => {
    const before = new Map([
      [10, 100],
      [11, 5_000],
    ]);
    const after = new Map([[10, 120]]);
    expect(postgresCpuSpent(before, after)).toBe(20);
  });

  it("knows nothing without both readings", () => {
    expect(postgresCpuSpent(null, new Map([[1, 1]]))).toBeNull();
    expect(postgresCpuSpent(new Map([[1, 1]]), null)).toBeNull();
  });
});

describe.runIf(process.platform === "linux")("readings on Linux", () => {
  it("reads this process's CPU time and the machine's", () => {
    const own = processCpuMs(process.pid);
    expect(own).toBeGreaterThan(0);
    const ticks = machineTicks();
    expect(ticks?.all).toBeGreaterThan(0);
    expect(ticks?.busy).toBeLessThanOrEqual(ticks?.all ?? 0);
  });

  it("answers CPU ms per request of the answering process over a stretch of work", () => {
    const reading = startCpuReading(process.pid);
    const start = processCpuMs(process.pid) ?? 0;
    // Spin until this process has spent 60 ms of CPU (however busy the machine is), at most 10 s.
    const giveUp = performance.now() + 10_000;
    while ((processCpuMs(process.pid) ?? 0) - start < 60 && performance.now() < giveUp) {}
    const spent = reading.stop(2);
    // At least 60 ms over 2 "requests": 30 ms or more each.
    expect(spent.cpuMsPerRequest).toBeGreaterThanOrEqual(30);
    expect(spent.cpuMsPerRequest).toBeLessThan(5_000);
    expect(spent.machineBusy).toBeGreaterThan(0);
  });
});
