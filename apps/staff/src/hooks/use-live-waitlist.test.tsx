import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTrpc } from "../test-support/fake-trpc";
import { REFRESH_INTERVAL_MS, useLiveWaitlist } from "./use-live-waitlist";

function liveFake() {
  let version = 0;
  const fake = fakeTrpc({
    "waitlist.list": () => ({ version: ++version }),
    "waitlist.summary": () => ({ parties: version, solo: 0 }),
  });
  return fake;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useLiveWaitlist", () => {
  it("loads the list and the summary, then opens one live stream", async () => {
    const fake = liveFake();
    const { result } = renderHook(() => useLiveWaitlist(), { wrapper: fake.wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual({ version: 1 }));
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true));
    expect(fake.callsOf("events.onStoreChange")).toHaveLength(1);
    expect(fake.openStreams()).toBe(1);
  });

  it("refetches the list and the summary on a waitlist or reservations event, not on settings", async () => {
    const fake = liveFake();
    const { result } = renderHook(() => useLiveWaitlist(), { wrapper: fake.wrapper });
    await waitFor(() => expect(fake.openStreams()).toBe(1));
    // The stream's start counts as one catch-up event per topic.
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    const before = fake.callsOf("waitlist.list").length;

    fake.emit("settings");
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.callsOf("waitlist.list")).toHaveLength(before);

    fake.emit("waitlist");
    await waitFor(() => expect(fake.callsOf("waitlist.list")).toHaveLength(before + 1));
    const summaries = fake.callsOf("waitlist.summary").length;

    fake.emit("reservations");
    await waitFor(() => expect(fake.callsOf("waitlist.list")).toHaveLength(before + 2));
    expect(fake.callsOf("waitlist.summary").length).toBeGreaterThan(summaries);
  });

  it("refresh() refetches both queries", async () => {
    const fake = liveFake();
    const { result } = renderHook(() => useLiveWaitlist(), { wrapper: fake.wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    const lists = fake.callsOf("waitlist.list").length;
    const summaries = fake.callsOf("waitlist.summary").length;
    result.current.refresh();
    await waitFor(() => expect(fake.callsOf("waitlist.list")).toHaveLength(lists + 1));
    await waitFor(() => expect(fake.callsOf("waitlist.summary")).toHaveLength(summaries + 1));
  });

  it("polls every 10 seconds without any event", async () => {
    expect(REFRESH_INTERVAL_MS).toBe(10_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = liveFake();
    const { result } = renderHook(() => useLiveWaitlist(), { wrapper: fake.wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    const lists = fake.callsOf("waitlist.list").length;
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 500);
    expect(fake.callsOf("waitlist.list")).toHaveLength(lists);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(fake.callsOf("waitlist.list")).toHaveLength(lists + 1));
  });
});
