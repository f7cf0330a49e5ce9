import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeTrpc } from "../test-support/fake-trpc";
import { useGuestThread } from "./use-guest-thread";

const line = (id: string, direction: "out" | "in", body: string) => ({
  id,
  direction,
  body,
  at: "2026-11-28T19:00:00.000Z",
  byHost: direction === "out",
  mark: null,
});

describe("useGuestThread", () => {
  it("asks nothing while closed, then reads the entry's thread and follows the guest's reply (a waitlist event)", async () => {
    let lines = [line("out-1", "out", "Demo: 5 more minutes")];
    const fake = fakeTrpc({ "texting.thread": () => ({ lines, canSend: true, refusal: null }) });
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useGuestThread(id), {
      wrapper: fake.wrapper,
      initialProps: { id: null as number | null },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.callsOf("texting.thread")).toHaveLength(0);

    rerender({ id: 7 });
    await waitFor(() => expect(result.current.thread.data?.lines).toHaveLength(1));
    expect(fake.callsOf("texting.thread")[0]?.input).toEqual({ id: 7 });
    await waitFor(() => expect(fake.openStreams()).toBe(1));

    lines = [...lines, line("in-1", "in", "Thanks!")];
    fake.emit("waitlist");
    await waitFor(() => expect(result.current.thread.data?.lines.at(-1)?.body).toBe("Thanks!"));
  });

  it("sends the host's words for the entry, answers whether they went, and reads the thread again", async () => {
    const fake = fakeTrpc({
      "texting.thread": () => ({ lines: [], canSend: true, refusal: null }),
      "texting.sendToGuest": () => ({ queued: true, hostMessages: 1, hostMessagesMax: 5 }),
      "texting.marks": () => ({ entries: {}, reservations: {} }),
    });
    const { result } = renderHook(() => useGuestThread(7), { wrapper: fake.wrapper });
    await waitFor(() => expect(result.current.thread.isSuccess).toBe(true));
    let sent = false;
    await act(async () => {
      sent = await result.current.send("Your table is ready in 5");
    });
    expect(sent).toBe(true);
    expect(fake.callsOf("texting.sendToGuest").map((c) => c.input)).toEqual([
      { id: 7, message: "Your table is ready in 5" },
    ]);
    // Every mutation carries its idempotency key: a lost answer's retry texts once.
    expect(fake.keys[fake.calls.findIndex((c) => c.path === "texting.sendToGuest")]).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await waitFor(() => expect(fake.callsOf("texting.thread").length).toBeGreaterThanOrEqual(2));

    fake.answer("texting.sendToGuest", () => {
      throw new Error("This guest opted out of texts (STOP), so nothing was sent. Please call the name.");
    });
    await act(async () => {
      sent = await result.current.send("Hello?");
    });
    expect(sent).toBe(false);
    expect(result.current.sending).toBe(false);

    // The same words again (the first try's answer lost): the same key, so the server texts them once.
    fake.answer("texting.sendToGuest", () => ({ queued: true, hostMessages: 2, hostMessagesMax: 5 }));
    await act(async () => {
      sent = await result.current.send("Hello?");
    });
    expect(sent).toBe(true);
    const keys = fake.calls.flatMap((c, i) => (c.path === "texting.sendToGuest" ? [fake.keys[i]] : []));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
