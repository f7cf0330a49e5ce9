import { describe, expect, it } from "vitest";
import { reloadOnStaleChunks, STALE_RELOAD_KEY } from "./stale-chunks";

function setup(start = 1_000_000) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  let reloads = 0;
  let t = start;
  reloadOnStaleChunks({ target, storage, reload: () => reloads++, now: () => t, windowMs: 10_000 });
  const fail = () => {
    const e = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(e);
    return e.defaultPrevented;
  };
  return { fail, reloads: () => reloads, advance: (ms: number) => (t += ms), store };
}

describe("reloadOnStaleChunks", () => {
  it("reloads once on a failed chunk load and keeps the error from being thrown", () => {
    const s = setup();
    expect(s.fail()).toBe(true);
    expect(s.reloads()).toBe(1);
    expect(s.store.get(STALE_RELOAD_KEY)).toBe("1000000");
  });

  it("does not loop: a second failure right after the reload is left to show", () => {
    const s = setup();
    s.fail();
    s.advance(2_000);
    expect(s.fail()).toBe(false);
    expect(s.reloads()).toBe(1);
  });

  it("reloads again for a later deploy", () => {
    const s = setup();
    s.fail();
    s.advance(60_000);
    expect(s.fail()).toBe(true);
    expect(s.reloads()).toBe(2);
  });
});
