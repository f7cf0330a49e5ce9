import type { StoreTopic } from "@seatline/domain";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "./trpc";

export type { StoreTopic };

/**
 * Live updates (docs/architecture.md#live-updates): calls `onEvent(topic)` whenever a change to one of `topics` is
 * committed for the signed-in store (kiosk, another host, the public page). Each time the event stream
 * (re)connects it calls `onEvent` once per topic too, since events sent while disconnected are not replayed.
 * Screens still poll as docs/product.md#refresh says; this makes changes show within a second. Only inside <RequireAuth>.
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

  const retryMs = useRef(RETRY_FIRST_MS);
  const sub = useSubscription(
    trpc.events.onStoreChange.subscriptionOptions(undefined, {
      // Events sent before the stream (re)connected are not replayed: catch up once it is open.
      onStarted: () => {
        retryMs.current = RETRY_FIRST_MS;
        for (const topic of latest.current.wanted) latest.current.onEvent(topic);
      },
      onData: (event) => {
        const topic = event.data.topic;
        if (latest.current.wanted.includes(topic)) latest.current.onEvent(topic);
      },
    }),
  );

  // A stream ticket opens one connection only, so a dropped or refused stream (server restart, ticket spent by the
  // browser's own reconnect, session ended) is opened again from scratch, with a fresh ticket, backing off to 30 s.
  const { status } = sub;
  const reset = useRef(sub.reset);
  reset.current = sub.reset;
  useEffect(() => {
    if (status !== "error") return;
    const delay = retryMs.current;
    retryMs.current = Math.min(delay * 2, RETRY_MAX_MS);
    const timer = setTimeout(() => reset.current(), delay);
    return () => clearTimeout(timer);
  }, [status]);
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
