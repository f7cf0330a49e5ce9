import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBusyKeys } from "./use-busy-keys";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("useBusyKeys", () => {
  it("marks a key busy while its call is in flight and answers the call's result", async () => {
    const { result } = renderHook(() => useBusyKeys());
    const call = deferred<string>();
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.track("entry:1", () => call.promise);
    });
    expect(result.current.busy.has("entry:1")).toBe(true);
    expect(result.current.busy.has("entry:2")).toBe(false);
    await act(async () => {
      call.resolve("seated");
      await answer;
    });
    await expect(answer).resolves.toBe("seated");
    expect(result.current.busy.size).toBe(0);
  });

  it("frees the key when the call fails, and passes the failure on", async () => {
    const { result } = renderHook(() => useBusyKeys());
    const call = deferred<never>();
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = result.current.track("res:abc", () => call.promise);
    });
    expect(result.current.busy.has("res:abc")).toBe(true);
    await act(async () => {
      call.reject(new Error("refused"));
      await answer?.catch(() => {});
    });
    await expect(answer).rejects.toThrow("refused");
    expect(result.current.busy.has("res:abc")).toBe(false);
  });

  it("keeps two rows busy independently", async () => {
    const { result } = renderHook(() => useBusyKeys());
    const first = deferred<void>();
    const second = deferred<void>();
    let a: Promise<void> | undefined;
    let b: Promise<void> | undefined;
    act(() => {
      a = result.current.track("entry:1", () => first.promise);
      b = result.current.track("entry:2", () => second.promise);
    });
    expect([...result.current.busy].sort()).toEqual(["entry:1", "entry:2"]);
    await act(async () => {
      first.resolve();
      await a;
    });
    expect([...result.current.busy]).toEqual(["entry:2"]);
    await act(async () => {
      second.resolve();
      await b;
    });
    expect(result.current.busy.size).toBe(0);
  });
});
