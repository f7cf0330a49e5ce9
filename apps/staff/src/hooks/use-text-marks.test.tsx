import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeTrpc } from "../test-support/fake-trpc";
import { useTextMarks } from "./use-text-marks";

describe("useTextMarks", () => {
  it("asks for today's marks without a date and for a date's marks with one", async () => {
    const fake = fakeTrpc({ "texting.marks": (input) => ({ asked: input ?? null }) });
    const today = renderHook(() => useTextMarks(), { wrapper: fake.wrapper });
    await waitFor(() => expect(today.result.current).toEqual({ asked: null }));
    const dated = renderHook(() => useTextMarks("2026-11-24"), { wrapper: fake.wrapper });
    await waitFor(() => expect(dated.result.current).toEqual({ asked: { date: "2026-11-24" } }));
  });

  it("is undefined until loaded, then follows waitlist and reservations events (a delivery report is one)", async () => {
    let delivered = false;
    const fake = fakeTrpc({ "texting.marks": () => ({ entries: delivered ? ["Delivered"] : [] }) });
    const { result } = renderHook(() => useTextMarks(), { wrapper: fake.wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual({ entries: [] }));
    await waitFor(() => expect(fake.openStreams()).toBe(1));

    delivered = true;
    fake.emit("settings");
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toEqual({ entries: [] });

    fake.emit("waitlist");
    await waitFor(() => expect(result.current).toEqual({ entries: ["Delivered"] }));

    delivered = false;
    fake.emit("reservations");
    await waitFor(() => expect(result.current).toEqual({ entries: [] }));
  });
});
