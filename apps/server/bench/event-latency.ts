/** Join on one server process → the event heard by an SSE subscriber of another process (NOTIFY through PostgreSQL). */
import { performance } from "node:perf_hooks";
import { EventSource } from "eventsource";
import { percentile } from "./report";

export interface EventLatencyOptions {
  /** The join procedure's URL on server A. */
  join: string;
  /** events.onStoreChange's URL on server B. */
  subscribe: string;
  token: string;
  samples: number;
}

/** The stream's connection params: a stream ticket where the server issues them, else the token. */
async function streamParams(subscribeUrl: string, token: string): Promise<Record<string, string>> {
  const res = await fetch(new URL("/trpc/events.streamTicket", subscribeUrl), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: "{}",
  });
  if (res.status === 404) return { token };
  const ticket = ((await res.json()) as { result?: { data?: { ticket?: string } } }).result?.data?.ticket;
  if (!ticket) throw new Error(`no stream ticket (${res.status})`);
  return { ticket };
}

export async function measureEventLatency(
  o: EventLatencyOptions,
): Promise<{ n: number; p50: number; p99: number }> {
  const url = new URL(o.subscribe);
  url.searchParams.set("connectionParams", JSON.stringify(await streamParams(o.subscribe, o.token)));
  const es = new EventSource(url.toString());
  try {
    await new Promise((r) => es.addEventListener("connected", r, { once: true }));
    const latencies: number[] = [];
    for (let i = 0; i < o.samples; i++) {
      const heard = new Promise<number>((r) =>
        es.addEventListener("message", () => r(performance.now()), { once: true }),
      );
      const start = performance.now();
      const res = await fetch(o.join, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${o.token}` },
        body: JSON.stringify({ partySize: 2, name: `Event ${i}` }),
      });
      if (res.status !== 200) throw new Error(`join failed: ${res.status} ${await res.text()}`);
      latencies.push((await heard) - start);
    }
    latencies.sort((a, b) => a - b);
    return { n: o.samples, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    es.close();
  }
}
