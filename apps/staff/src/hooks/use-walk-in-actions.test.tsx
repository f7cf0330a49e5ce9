import { act, renderHook, waitFor } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostChanges, resetHostChangesForTest } from "../offline/host-changes";
import { fakeTrpc } from "../test-support/fake-trpc";
import {
  type ShownNotice,
  shownTexts as shownNotices,
  undoOf as undoOfNotice,
} from "../test-support/shown-notices";
import { partyLabel, useWalkInActions } from "./use-walk-in-actions";

const shown = vi.hoisted(() => [] as ShownNotice[]);
vi.mock("@mantine/notifications", () => ({
  notifications: {
    show: (n: { message: unknown; color?: string }) => {
      shown.push(n);
      return `n${shown.length}`;
    },
    hide: () => {},
  },
}));

const shownTexts = () => shownNotices(shown);
const undoOf = (index: number) => undoOfNotice(shown, index);

const ada = { id: 7, ticket: "A3", name: "Ada", phone: "5551234567", notified: 0 };

function refused(message: string) {
  return TRPCClientError.from({ error: { message, code: -32009, data: { code: "CONFLICT" } } });
}

beforeEach(() => {
  shown.length = 0;
  resetHostChangesForTest();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("partyLabel", () => {
  it("is the ticket and the name", () => {
    expect(partyLabel({ ticket: "A3", name: "Rivera" })).toBe("A3 Rivera");
    expect(partyLabel({ ticket: "B0", name: "" })).toBe("B0");
  });
});

describe("useWalkInActions", () => {
  it("alerts once with alert, then with alertAgain, and not after the second alert", async () => {
    const fake = fakeTrpc({ "waitlist.alert": () => ({}), "waitlist.alertAgain": () => ({}) });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    await act(() => result.current.alert({ ...ada, notified: 0 }));
    await act(() => result.current.alert({ ...ada, notified: 1 }));
    await act(() => result.current.alert({ ...ada, notified: 2 }));
    expect(fake.calls.filter((c) => c.type === "mutation")).toEqual([
      { type: "mutation", path: "waitlist.alert", input: { id: 7 } },
      { type: "mutation", path: "waitlist.alertAgain", input: { id: 7 } },
    ]);
  });

  it("seats, offers Undo, and Undo puts the party back", async () => {
    const fake = fakeTrpc({ "waitlist.seat": () => ({}), "waitlist.putBack": () => ({}) });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    await act(() => result.current.seat(ada));
    expect(fake.callsOf("waitlist.seat")).toEqual([
      { type: "mutation", path: "waitlist.seat", input: { id: 7 } },
    ]);
    expect(shownTexts()).toEqual(["Seated A3 Ada. [Undo]"]);
    act(() => undoOf(0)());
    await waitFor(() => expect(fake.callsOf("waitlist.putBack")).toHaveLength(1));
    await waitFor(() => expect(shownTexts()).toContain("A3 Ada is back on the waitlist."));
  });

  it("removes as a no show with Undo", async () => {
    const fake = fakeTrpc({ "waitlist.remove": () => ({}) });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    await act(() => result.current.remove(ada));
    expect(fake.callsOf("waitlist.remove")[0]?.input).toEqual({ id: 7 });
    expect(shownTexts()).toEqual(["Removed A3 Ada (no show). [Undo]"]);
  });

  it("a refused seat shows the server's message, then the failure text, and offers no Undo", async () => {
    const fake = fakeTrpc({
      "waitlist.seat": () => {
        throw refused("This party has already left the line.");
      },
    });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    await act(() => result.current.seat(ada));
    expect(shownTexts()).toEqual([
      "This party has already left the line.",
      "Failed to seat A3 Ada. Please try again.",
    ]);
    expect(result.current.isBusy(7)).toBe(false);
  });

  it("saveNote answers whether it saved", async () => {
    let fail = false;
    const fake = fakeTrpc({
      "waitlist.note": () => {
        if (fail) throw refused("This party is no longer waiting.");
        return {};
      },
    });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveNote(ada, "Window seat");
    });
    expect(saved).toBe(true);
    expect(fake.callsOf("waitlist.note")[0]?.input).toEqual({ id: 7, note: "Window seat" });
    fail = true;
    await act(async () => {
      saved = await result.current.saveNote(ada, "Booth");
    });
    expect(saved).toBe(false);
    expect(shownTexts()).toEqual([
      "This party is no longer waiting.",
      "Failed to save the note for A3 Ada. Please try again.",
    ]);
  });

  it("a change the server gives no answer to is queued with the key it was sent with, and later changes queue behind it", async () => {
    const fake = fakeTrpc({
      "waitlist.seat": () => {
        throw new Error("network down");
      },
      "waitlist.remove": () => ({}),
    });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    await act(() => result.current.seat(ada));
    expect(fake.callsOf("waitlist.seat")).toHaveLength(1);
    expect(shownTexts()).toEqual(["Seated A3 Ada (will be sent when back online). [Undo]"]);
    expect(hostChanges().map((c) => [c.kind, c.entryId, c.name])).toEqual([["seat", 7, "Ada"]]);
    expect(hostChanges()[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    // Order holds: the no show of another party waits behind the queued seat instead of going first.
    await act(() => result.current.remove({ ...ada, id: 8, name: "Grace" }));
    expect(fake.callsOf("waitlist.remove")).toHaveLength(0);
    expect(hostChanges().map((c) => c.kind)).toEqual(["seat", "remove"]);
    // Undo of a change still queued: it is not sent at all.
    act(() => undoOf(0)());
    await waitFor(() => expect(hostChanges().map((c) => c.kind)).toEqual(["remove"]));
  });

  it("offline, a change is queued without being sent", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fake = fakeTrpc({});
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveNote(ada, "Booth");
    });
    expect(saved).toBe(true);
    expect(fake.calls.filter((c) => c.type === "mutation")).toEqual([]);
    expect(hostChanges()).toMatchObject([{ kind: "note", entryId: 7, note: "Booth" }]);
    online.mockRestore();
  });

  it("is busy for that row only while its call is in flight, and invalidates the waitlist queries after it", async () => {
    let release: () => void = () => {};
    const fake = fakeTrpc({
      "waitlist.seat": () =>
        new Promise<object>((resolve) => {
          release = () => resolve({});
        }),
    });
    const { result } = renderHook(() => useWalkInActions(), { wrapper: fake.wrapper });
    let seating: Promise<void> | undefined;
    act(() => {
      seating = result.current.seat(ada);
    });
    await waitFor(() => expect(result.current.isBusy(7)).toBe(true));
    expect(result.current.isBusy(8)).toBe(false);
    const invalidate = vi.spyOn(fake.queryClient, "invalidateQueries");
    await act(async () => {
      release();
      await seating;
    });
    expect(result.current.isBusy(7)).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [["waitlist"]] });
  });
});
