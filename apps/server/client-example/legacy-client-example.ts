/**
 * A small legacy-API client typed only by the types openapi-typescript generates from /api/openapi.json
 * (../.openapi/legacy-api.d.ts, written by src/legacy-api-client.test.ts, which type-checks this file).
 * It stands for what an integrator writes: sign in, add a walk-in, read the waitlist and the time windows.
 */
import type { components, operations, paths } from "../.openapi/legacy-api";

type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;

type LoginBody = NonNullable<operations["login"]["requestBody"]>["content"]["application/json"];
type LoginAnswer = JsonOf<operations["login"]["responses"][200]>;
type LoginRefused = JsonOf<operations["login"]["responses"][400]>;
type AddBody = NonNullable<
  paths["/api/host_info/waiting_customers"]["post"]["requestBody"]
>["content"]["application/json"];
type Entry = components["schemas"]["WaitlistEntry"];
type HostError = components["schemas"]["PlainError"];
type WindowsQuery = operations["getReservationTimeWindowsByDate"]["parameters"]["query"];
type Windows = JsonOf<operations["getReservationTimeWindowsByDate"]["responses"][200]>;
type TooMany = operations["getReservationTimeWindowsByDate"]["responses"][429];

export class LegacyClient {
  constructor(
    private readonly base: string,
    private key = "",
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(this.key ? { authorization: `Token ${this.key}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async login(body: LoginBody): Promise<void> {
    const res = await this.call("POST", "/api/dj-rest-auth/login/", body);
    if (res.status === 400) {
      const refused = (await res.json()) as LoginRefused;
      throw new Error("non_field_errors" in refused ? refused.non_field_errors.join(" ") : refused.detail);
    }
    this.key = ((await res.json()) as LoginAnswer).key;
  }

  async addWalkIn(body: AddBody): Promise<Entry> {
    const res = await this.call("POST", "/api/host_info/waiting_customers", body);
    if (res.status !== 201) {
      const err = (await res.json()) as HostError;
      throw new Error(err.field ? `${err.field}: ${err.detail}` : err.detail);
    }
    return (await res.json()) as JsonOf<paths["/api/host_info/waiting_customers"]["post"]["responses"][201]>;
  }

  async timeWindows(query: WindowsQuery): Promise<Windows["payload"]["time_windows"]> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await this.call("GET", `/api/reservation_info/get_reservation_time_windows_by_date?${qs}`);
    if (res.status === 429) {
      const wait: TooMany["headers"]["Retry-After"] = Number(res.headers.get("retry-after"));
      throw new Error(`Too many requests; retry in ${wait} s`);
    }
    return ((await res.json()) as Windows).payload.time_windows;
  }
}

export async function example(): Promise<string> {
  const client = new LegacyClient("http://localhost:3000");
  await client.login({ email: "demo@seatline.dev", password: "seatline-demo" });
  const entry = await client.addWalkIn({
    customer_name: "Maya",
    party_size: 2,
    customer_number: "2125552368",
  });
  const ticket: string = entry.ticket_id;
  const waited: number | null = entry.actual_waited_time;
  const windows = await client.timeWindows({ legacy_store_id: 1001, date: "2026-06-11", party_size: 2 });
  const open = windows.filter((w) => w.available).map((w) => w.time);

  // The generated types are exact (not any): each line below must be a type error.
  // @ts-expect-error the entry has no such field
  const nothing: unknown = entry.not_a_field;
  // @ts-expect-error party_size is required to add a walk-in
  const missing: AddBody = { customer_name: "Maya" };
  // @ts-expect-error the ticket is a string, not a number
  const wrong: number = entry.ticket_id;
  // @ts-expect-error the time windows call needs the store's legacy_store_id
  await client.timeWindows({ date: "2026-06-11" });

  return `${ticket} ${waited ?? "-"} ${open.join(",")} ${String(nothing)} ${String(missing)} ${wrong}`;
}
