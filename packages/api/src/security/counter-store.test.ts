import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CounterKind, counterKinds, testCounterStore } from "../testing/counter-stores";
import { type CounterStore, memoryCounterStore } from "./counter-store";

const kinds: CounterKind[] = await counterKinds();

describe.each(kinds)("counter store on %s", (kind) => {
  let store: CounterStore;
  beforeAll(async () => {
    store = await testCounterStore(kind);
  });
  afterAll(() => store.close());

  it("counts atomically: 200 parallel additions answer 1..200, each once", async () => {
    const counts = await Promise.all(Array.from({ length: 200 }, () => store.add("burst", 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("a window ends: the count starts over", async () => {
    expect(await store.add("short", 150)).toBe(1);
    expect(await store.add("short", 150)).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    expect(await store.add("short", 150)).toBe(1);
  });

  it("giving back lowers the count, and never creates a key that is gone", async () => {
    await store.add("back", 60_000, 3);
    expect(await store.add("back", 60_000, -1)).toBe(2);
    expect(await store.add("never-counted", 60_000, -1)).toBe(0);
    expect(await store.add("never-counted", 60_000)).toBe(1);
  });

  it("marks last their time", async () => {
    expect(await store.marked("m")).toBe(false);
    await store.mark("m", 150);
    expect(await store.marked("m")).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect(await store.marked("m")).toBe(false);
  });
});

describe("memory counter store", () => {
  it("stays within its key budget, dropping the oldest windows first", async () => {
    const store = memoryCounterStore({ maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await store.add(`k${i}`, 60_000);
    expect(await store.add("k999", 60_000)).toBe(2);
    expect(await store.add("k0", 60_000)).toBe(1);
  });
});
