/**
 * The guest status page's live stream (guest.onStatus): an event each time the entry's store changes its waitlist or
 * settings (quotes depend on both), carrying nothing but the topic; the page then asks guest.status again. Once the
 * entry has left the line (seated, no show, cancelled) the stream sends one last event, so the page shows the final
 * state, and ends: it carries nothing of the store's activity after that (SECURITY.md).
 */
import { findWaitlistEntryByToken } from "@seatline/db";
import type { AppDeps } from "../../deps";
import { storeEventStream } from "../../events/store-event-stream";
import type { StoreTopic } from "../../events/store-events";
import { entryByToken } from "./guest-status";

export interface GuestStatusEvent {
  seq: number;
  topic: StoreTopic;
}

/** Looks the token up first (an unknown token is a plain 404, before any stream starts), then streams. */
export async function guestStatusStream(
  deps: AppDeps,
  token: string,
  signal: AbortSignal | undefined,
): Promise<AsyncGenerator<GuestStatusEvent>> {
  const entry = await entryByToken(deps.db, token);
  const finished = async () => (await findWaitlistEntryByToken(deps.db, token))?.status !== "waiting";
  return (async function* () {
    if (entry.status !== "waiting") {
      yield { seq: 0, topic: "waitlist" };
      return;
    }
    for await (const e of storeEventStream(deps.events, entry.storeId, signal, {
      topics: ["waitlist", "settings"],
    })) {
      yield { seq: e.seq, topic: e.topic };
      if (e.topic === "waitlist" && (await finished())) return;
    }
  })();
}
