import { useSubscription } from "@trpc/tanstack-react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "./trpc";

/** The topics of store change events (DESIGN "Live updates"). */
export type StoreTopic = "waitlist" | "reservations" | "settings";

/**
 * Live updates (DESIGN "Live updates"): calls `onEvent(topic)` whenever a change to one of `topics` is
 * committed for the signed-in store (kiosk, another host, the public page). Each time the event stream
 * (re)connects it calls `onEvent` once per topic too, since events sent while disconnected are not replayed.
 * Screens still poll as SPEC §7 says; this makes changes show within a second. Only inside <RequireAuth>.
 */
export function useStoreEvents(
  topics: StoreTopic | readonly StoreTopic[],
  onEvent: (topic: StoreTopic) => void,
): void {
  const trpc = useTRPC();
  const wanted: readonly StoreTopic[] = typeof topics === "string" ? [topics] : topics;
  // The callbacks read the latest topics and handler: changing them needs no new connection.
  const latest = useRef({ onEvent, wanted });

  useEffect(() => {
    latest.current = { onEvent, wanted };
  });

  useSubscription(
    trpc.events.onStoreChange.subscriptionOptions(undefined, {
      // Events sent before the stream (re)connected are not replayed: catch up once it is open.
      onStarted: () => {
        for (const topic of latest.current.wanted) latest.current.onEvent(topic);
      },
      onData: (event) => {
        const topic = event.data.topic;
        if (latest.current.wanted.includes(topic)) latest.current.onEvent(topic);
      },
    }),
  );
}
