import type { StoreEvent, StoreEventHub, StoreTopic } from "./store-events";

/**
 * The events of one store as an async stream, until the signal aborts (the body of a tRPC SSE subscription).
 * With `topics`, only those topics are passed on.
 */
export async function* storeEventStream(
  hub: StoreEventHub,
  storeId: string,
  signal: AbortSignal | undefined,
  topics?: readonly StoreTopic[],
): AsyncGenerator<StoreEvent> {
  const queue: StoreEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe(storeId, (e) => {
    if (topics && !topics.includes(e.topic)) return;
    queue.push(e);
    wake?.();
  });
  // One abort listener for the whole subscription (one per wait would pile up on a long-lived stream).
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    while (!signal?.aborted) {
      const next = queue.shift();
      if (next) {
        yield next;
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    unsubscribe();
  }
}
