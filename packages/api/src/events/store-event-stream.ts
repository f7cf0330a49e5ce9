import type { StoreEvent, StoreEventHub, StoreTopic } from "./store-events";

export interface StoreEventStreamOptions {
  /** Only these topics are passed on. */
  topics?: readonly StoreTopic[];
  /**
   * Registers a way to end the stream from outside (e.g. its session ended): calling `end` stops it after the events
   * already queued, throwing `reason` if given. Answers the function that unregisters it.
   */
  endWhen?: (end: (reason?: Error) => void) => () => void;
}

/** The events of one store as an async stream, until the signal aborts (the body of a tRPC SSE subscription). */
export async function* storeEventStream(
  hub: StoreEventHub,
  storeId: string,
  signal: AbortSignal | undefined,
  opts: StoreEventStreamOptions = {},
): AsyncGenerator<StoreEvent> {
  const { topics } = opts;
  const queue: StoreEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = null as { reason?: Error } | null;
  const unsubscribe = hub.subscribe(storeId, (e) => {
    if (topics && !topics.includes(e.topic)) return;
    queue.push(e);
    wake?.();
  });
  const unwatch = opts.endWhen?.((reason) => {
    ended ??= { reason };
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
      if (ended) {
        if (ended.reason) throw ended.reason;
        return;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    unwatch?.();
    unsubscribe();
  }
}
