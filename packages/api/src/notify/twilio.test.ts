import { describe, expect, it } from "vitest";
import { SmsSendError, SmsUncertainError } from "./provider";
import { createTwilioProvider, toE164 } from "./twilio";

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fn, calls };
}

const cfg = { accountSid: "AC123", authToken: "secret", from: "+15005550006" };

describe("twilio provider", () => {
  it("posts the form to the Messages API with basic auth and answers the sid", async () => {
    const f = fakeFetch(201, { sid: "SM42", status: "queued" });
    const p = createTwilioProvider({ ...cfg, fetch: f.fn });
    expect(await p.send({ id: 1, to: "5551234567", body: "Demo: your table is ready!" })).toEqual({
      providerMessageId: "SM42",
      from: "+15005550006",
    });
    const call = f.calls[0];
    expect(call?.url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    expect(call?.init.method).toBe("POST");
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    const form = new URLSearchParams(String(call?.init.body));
    expect(Object.fromEntries(form)).toEqual({
      To: "+15551234567",
      From: "+15005550006",
      Body: "Demo: your table is ready!",
    });
  });

  it("uses a messaging service sid when configured", async () => {
    const f = fakeFetch(201, { sid: "SM1" });
    await createTwilioProvider({ ...cfg, from: "MG999", fetch: f.fn }).send({
      id: 1,
      to: "5551234567",
      body: "x",
    });
    expect(new URLSearchParams(String(f.calls[0]?.init.body)).get("MessagingServiceSid")).toBe("MG999");
  });

  it("a 400 is a permanent refusal; 429/5xx and network errors are retryable", async () => {
    const bad = createTwilioProvider({
      ...cfg,
      fetch: fakeFetch(400, { code: 21211, message: "Invalid 'To' Phone Number" }).fn,
    });
    const e1 = await bad.send({ id: 1, to: "5551234567", body: "x" }).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(SmsSendError);
    expect(e1).toMatchObject({
      permanent: true,
      message: "Twilio 400: Invalid 'To' Phone Number (code 21211)",
    });
    for (const status of [429, 500, 503, 401]) {
      const p = createTwilioProvider({ ...cfg, fetch: fakeFetch(status, { message: "nope" }).fn });
      await expect(p.send({ id: 1, to: "5551234567", body: "x" })).rejects.toMatchObject({
        permanent: false,
      });
    }
    const down = createTwilioProvider({
      ...cfg,
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    await expect(down.send({ id: 1, to: "5551234567", body: "x" })).rejects.toMatchObject({
      permanent: false,
      message: "Twilio unreachable: fetch failed",
    });
  });

  it("asks for delivery reports at the status callback URL naming the outbox row", async () => {
    const f = fakeFetch(201, { sid: "SM7" });
    const p = createTwilioProvider({
      ...cfg,
      fetch: f.fn,
      baseUrl: "http://127.0.0.1:9/",
      statusCallbackUrl: (id) => `https://seatline.example/webhooks/twilio/status?m=${id}`,
    });
    await p.send({ id: 42, to: "5551234567", body: "x" });
    expect(f.calls[0]?.url).toBe("http://127.0.0.1:9/2010-04-01/Accounts/AC123/Messages.json");
    expect(new URLSearchParams(String(f.calls[0]?.init.body)).get("StatusCallback")).toBe(
      "https://seatline.example/webhooks/twilio/status?m=42",
    );
  });

  it("no answer within the timeout, or a connection dropped after sending, is uncertain (never retried)", async () => {
    const slow = createTwilioProvider({
      ...cfg,
      timeoutMs: 30,
      fetch: ((_u: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    await expect(slow.send({ id: 1, to: "5551234567", body: "x" })).rejects.toBeInstanceOf(SmsUncertainError);
    const reset = createTwilioProvider({
      ...cfg,
      fetch: (async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
      }) as typeof fetch,
    });
    await expect(reset.send({ id: 1, to: "5551234567", body: "x" })).rejects.toBeInstanceOf(
      SmsUncertainError,
    );
    const refused = createTwilioProvider({
      ...cfg,
      fetch: (async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      }) as typeof fetch,
    });
    await expect(refused.send({ id: 1, to: "5551234567", body: "x" })).rejects.toBeInstanceOf(SmsSendError);
  });

  it("formats 10 digits as +1 E.164", () => {
    expect(toE164("5551234567")).toBe("+15551234567");
  });
});
