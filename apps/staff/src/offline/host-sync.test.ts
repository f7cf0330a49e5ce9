import { STAND_LOCKED } from "@seatline/domain";
import { TRPCClientError } from "@trpc/client";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeTrpc } from "../test-support/fake-trpc";
import { hostChanges, queueHostChange, resetHostChangesForTest } from "./host-changes";
import { refusalMessage, replayHostChanges } from "./host-sync";

function refusedWith(code: string) {
  return TRPCClientError.from({
    error: { message: "This party is no longer waiting.", code: -32009, data: { code } },
  });
}

beforeEach(() => {
  resetHostChangesForTest();
});

/** The fake's client, as the hooks get it. */
function clientOf(fake: ReturnType<typeof fakeTrpc>) {
  return fake.client;
}

describe("replayHostChanges", () => {
  it("sends the owner's changes oldest first, each with its own key, and forgets each one the server took", async () => {
    const fake = fakeTrpc({ "waitlist.seat": () => ({}), "waitlist.remove": () => ({}) });
    await queueHostChange({ key: "k1", owner: "me", kind: "seat", entryId: 1, name: "Ada" });
    await queueHostChange({ key: "k2", owner: "other", kind: "seat", entryId: 3, name: "Other" });
    await queueHostChange({ key: "k3", owner: "me", kind: "remove", entryId: 2, name: "Grace" });
    expect(await replayHostChanges(clientOf(fake), "me")).toBe(2);
    expect(fake.calls.map((c, i) => [c.path, c.input, fake.keys[i]])).toEqual([
      ["waitlist.seat", { id: 1 }, "k1"],
      ["waitlist.remove", { id: 2 }, "k3"],
    ]);
    // Another user's change is never sent as this one's.
    expect(hostChanges().map((c) => c.key)).toEqual(["k2"]);
  });

  it("stops at an unreachable server (order holds) and marks a refused change with a message, going on after it", async () => {
    let down = true;
    const fake = fakeTrpc({
      "waitlist.alert": () => {
        throw refusedWith("CONFLICT");
      },
      "waitlist.history": () => ({ date: "2026-11-26", entries: [{ id: 2, status: "seated" }] }),
      "waitlist.seat": () => {
        if (down) throw new Error("Failed to fetch");
        return {};
      },
    });
    await queueHostChange({ key: "k1", owner: "me", kind: "seat", entryId: 1, name: "Ada" });
    await queueHostChange({ key: "k2", owner: "me", kind: "alert", entryId: 2, name: "Grace Hopper" });
    expect(await replayHostChanges(clientOf(fake), "me")).toBe(0);
    expect(fake.callsOf("waitlist.alert")).toHaveLength(0);
    down = false;
    expect(await replayHostChanges(clientOf(fake), "me")).toBe(1);
    expect(hostChanges()).toMatchObject([
      { key: "k2", refused: "Not saved: Grace Hopper was already seated by another host." },
    ]);
    // A refused change is not sent again.
    await replayHostChanges(clientOf(fake), "me");
    expect(fake.callsOf("waitlist.alert")).toHaveLength(1);
  });

  it("a host stand that locked meanwhile keeps the changes queued, in order, for when a host opens it", async () => {
    let locked = true;
    const fake = fakeTrpc({
      "waitlist.seat": () => {
        if (locked)
          throw TRPCClientError.from({
            error: { message: STAND_LOCKED, code: -32003, data: { code: "FORBIDDEN" } },
          });
        return {};
      },
      "waitlist.remove": () => ({}),
    });
    await queueHostChange({ key: "k1", owner: "me", kind: "seat", entryId: 1, name: "Ada" });
    await queueHostChange({ key: "k2", owner: "me", kind: "remove", entryId: 2, name: "Grace" });
    expect(await replayHostChanges(clientOf(fake), "me")).toBe(0);
    expect(hostChanges().map((c) => [c.key, c.refused])).toEqual([
      ["k1", undefined],
      ["k2", undefined],
    ]);
    locked = false;
    expect(await replayHostChanges(clientOf(fake), "me")).toBe(2);
    expect(hostChanges()).toEqual([]);
  });
});

describe("replayHostChanges, reservation rows", () => {
  it("sends a booking's seat, no show, alert and note by its uuid, each with its key", async () => {
    const fake = fakeTrpc({
      "reservations.setStatus": () => ({}),
      "reservations.courtesyNotify": () => ({}),
      "reservations.note": () => ({}),
    });
    const base = { owner: "me", entryId: 0, uuid: "r-1", name: "Grace" } as const;
    await queueHostChange({ ...base, key: "k1", kind: "resNote", note: "Window" });
    await queueHostChange({ ...base, key: "k2", kind: "resAlert" });
    await queueHostChange({ ...base, key: "k3", kind: "resSeat" });
    await queueHostChange({ ...base, key: "k4", kind: "resNoShow", uuid: "r-2" });
    expect(await replayHostChanges(fake.client, "me")).toBe(4);
    expect(fake.calls.map((c, i) => [c.path, c.input, fake.keys[i]])).toEqual([
      ["reservations.note", { uuid: "r-1", note: "Window" }, "k1"],
      ["reservations.courtesyNotify", { uuid: "r-1" }, "k2"],
      ["reservations.setStatus", { uuid: "r-1", status: "SEATED" }, "k3"],
      ["reservations.setStatus", { uuid: "r-2", status: "NO_SHOW" }, "k4"],
    ]);
    expect(hostChanges()).toEqual([]);
  });
});

describe("refusalMessage", () => {
  it("names the party and what happened", () => {
    expect(refusalMessage({ kind: "seat", name: "Ada Lovelace" }, "CONFLICT")).toBe(
      "Not saved: Ada Lovelace was already seated or removed by another host, so was not seated.",
    );
    expect(refusalMessage({ kind: "alert", name: "Ada Lovelace" }, "CONFLICT", "no_show")).toBe(
      "Not saved: Ada Lovelace was already marked no show by another host.",
    );
    expect(refusalMessage({ kind: "putBack", name: "Ada" }, "CONFLICT")).toBe(
      "Not saved: Ada was already put back on the waitlist by another host.",
    );
    expect(refusalMessage({ kind: "note", name: "Ada" }, "BAD_REQUEST")).toBe(
      "Not saved: Ada could not be changed (BAD_REQUEST).",
    );
  });
});
