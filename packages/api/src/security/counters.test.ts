import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CounterKind, counterKinds, testCounters } from "../testing/counters";
import type { Counters } from "./counters";

const kinds: CounterKind[] = await counterKinds();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(kinds)("counters on %s", (kind) => {
  let counters: Counters;
  beforeAll(async () => {
    counters = await testCounters(kind);
  });
  afterAll(() => counters.close());

  it("count atomically: 200 parallel attempts answer 1..200, each once, the first 50 within", async () => {
    const burst = counters.counter("burst", { max: 50, windowMs: 60_000 });
    const counts = await Promise.all(Array.from({ length: 200 }, () => burst.take("k")));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    for (const c of counts) expect(c.within).toBe(c.count <= 50);
    expect(Math.max(...counts.map((c) => c.msLeft))).toBeLessThanOrEqual(60_000);
    expect(Math.min(...counts.map((c) => c.msLeft))).toBeGreaterThan(50_000);
  });

  it("keep counters and keys apart: one name's key is not another's", async () => {
    const a = counters.counter("apart-a", { max: 1, windowMs: 60_000 });
    const b = counters.counter("apart-b", { max: 1, windowMs: 60_000 });
    expect((await a.take("x")).count).toBe(1);
    expect((await a.take("x")).within).toBe(false);
    expect((await a.take("y")).count).toBe(1);
    expect((await b.take("x")).count).toBe(1);
  });

  it("a window ends: the count starts over", async () => {
    const short = counters.counter("short", { max: 5, windowMs: 1000 });
    expect((await short.take("k")).count).toBe(1);
    expect((await short.take("k")).count).toBe(2);
    await sleep(1200);
    expect((await short.take("k")).count).toBe(1);
  });

  it("giving back lowers the count, and never creates a key that is gone", async () => {
    const back = counters.counter("back", { max: 5, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await back.take("k");
    await back.giveBack("k");
    expect((await back.take("k")).count).toBe(3);
    await back.giveBack("never-counted");
    await back.giveBack("never-counted");
    expect((await back.take("never-counted")).count).toBe(1);
  });

  it("a window that ended is not reopened by a late give-back", async () => {
    const late = counters.counter("late", { max: 5, windowMs: 1000 });
    await late.take("k");
    await sleep(1200);
    await late.giveBack("k");
    expect((await late.take("k")).count).toBe(1);
  });

  it("marks last their time", async () => {
    const marks = counters.marks("m", 1000);
    expect(await marks.marked("k")).toBe(false);
    await marks.mark("k");
    expect(await marks.marked("k")).toBe(true);
    expect(await counters.marks("other", 1000).marked("k")).toBe(false);
    await sleep(1200);
    expect(await marks.marked("k")).toBe(false);
  });

  it("a mark of 30 days (a known address) outlasts Node's longest timer (24.8 days)", async () => {
    const known = counters.marks("long", 30 * 24 * 3600_000);
    await known.mark("k");
    await sleep(20);
    expect(await known.marked("k")).toBe(true);
  });
});
