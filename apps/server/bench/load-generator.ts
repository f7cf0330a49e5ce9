/**
 * The bench's load generator, a child process of bench/run.ts: it receives one load run at a time over IPC, runs
 * autocannon against it and answers req/s, latency percentiles and errors. Bodies that must differ per request
 * (joins, bookings) are made here, by name.
 */
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

export interface LoadRequest {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  /** A body made fresh for every request. */
  body?: "join" | "booking" | "login";
  /** For "booking": the business dates to spread over and the store. */
  booking?: { companySlug: string; storeSlug: string; dates: string[] };
  /** Each request carries a fresh Idempotency-Key, as the apps send every mutation (the key's row is part of the write). */
  keyed?: boolean;
  /** For "login": the account signed in to. */
  login?: { email: string; password: string };
  /** Requests take these in turns: paths (the URL's path and query) and Authorization headers (other stores). */
  rotate?: { paths?: string[]; authorizations?: string[] };
  seconds: number;
  connections: number;
}

export interface LoadAnswer {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** CPU time (user + system) of the process that answered, per request, in ms; null where unknown. */
  cpuMsPerRequest?: number | null;
  /** PostgreSQL's CPU time per request, in ms (cpu-meter.ts); null where unknown. */
  pgCpuMsPerRequest?: number | null;
  /** The share of the machine's CPU time that was busy during the row (0-1); null where unknown. */
  machineBusy?: number | null;
}

let n = 0;
function bodyOf(req: LoadRequest): string | undefined {
  n += 1;
  if (req.body === "join") {
    return JSON.stringify({
      partySize: 1 + (n % 6),
      name: `Bench ${n}`,
      // Half the joins leave a real NANP number (the exchange never starts with 0 or 1), so half queue a text.
      phone: n % 2 ? `5552${String(n % 1_000_000).padStart(6, "0")}` : null,
    });
  }
  if (req.body === "booking" && req.booking) {
    const { dates } = req.booking;
    const minutes = 11 * 60 + 30 * (Math.floor(n / dates.length) % 20);
    return JSON.stringify({
      companySlug: req.booking.companySlug,
      storeSlug: req.booking.storeSlug,
      reservationDate: dates[n % dates.length],
      reservationTime: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
      partySize: 2,
      guestName: `Bench Guest ${n}`,
      guestPhone: `5552${String(n % 1_000_000).padStart(6, "0")}`,
    });
  }
  if (req.body === "login" && req.login) return JSON.stringify(req.login);
  return undefined;
}

async function run(req: LoadRequest): Promise<LoadAnswer> {
  const headers = { ...req.headers, ...(req.body ? { "content-type": "application/json" } : {}) };
  const result = await autocannon({
    url: req.url,
    connections: req.connections,
    duration: req.seconds,
    requests: [
      {
        method: req.method,
        headers,
        setupRequest: (r) => {
          const body = bodyOf(req);
          const next = { ...r, ...(body === undefined ? {} : { body }) };
          const paths = req.rotate?.paths;
          if (paths?.length) next.path = paths[n % paths.length] ?? next.path;
          if (req.keyed)
            next.headers = { ...next.headers, "idempotency-key": randomBytes(16).toString("hex") };
          const authorizations = req.rotate?.authorizations;
          if (authorizations?.length)
            next.headers = {
              ...next.headers,
              authorization: authorizations[n % authorizations.length] ?? "",
            };
          return next;
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

process.on("message", (msg: { id: number; request: LoadRequest }) => {
  run(msg.request).then(
    (answer) => process.send?.({ id: msg.id, answer }),
    (err: unknown) => process.send?.({ id: msg.id, error: String(err) }),
  );
});
process.send?.({ ready: true });
