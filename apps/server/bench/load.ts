/** A small autocannon-like load loop: N workers on keep-alive connections for a fixed time; req/s and latency percentiles. */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface HttpCall {
  method: "GET" | "POST" | "PUT";
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

export function createClient(base: string, maxSockets: number) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets });
  function send(call: HttpCall): Promise<{ status: number; body: string }> {
    const payload = call.body?.();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: call.method,
          path: call.path,
          headers: {
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...call.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
  }
  return { send, close: () => agent.destroy() };
}

/** Runs `call` from `concurrency` workers for `durationMs`; a non-2xx answer counts as an error. */
export async function runLoad(
  client: ReturnType<typeof createClient>,
  call: HttpCall,
  opts: { concurrency: number; durationMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const deadline = start + opts.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await client.send(call);
        if (res.status < 200 || res.status >= 300) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
