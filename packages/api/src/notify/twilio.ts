/** The `twilio` provider: Twilio's Messages REST API with the credentials from the environment. */
import { type OutgoingSms, type SmsProvider, SmsSendError, SmsUncertainError } from "./provider";

export const TWILIO_API_BASE = "https://api.twilio.com";

/**
 * Where delivery reports come back. Here with the client, which names it in each text, rather than with the webhook
 * that serves it: the webhooks build on notify/, never the other way round.
 */
export const TWILIO_STATUS_PATH = "/webhooks/twilio/status";

/** The status callback URL for one outbox row (the row id is covered by the signature). */
export function statusCallbackUrl(publicUrl: string, outboxId: number): string {
  return `${publicUrl.replace(/\/+$/, "")}${TWILIO_STATUS_PATH}?m=${outboxId}`;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 form, or a messaging service sid (MG…). */
  from: string;
  /** Injected in tests; globalThis.fetch otherwise. */
  fetch?: typeof fetch;
  /** Must stay well below the dispatcher's lock time. */
  timeoutMs?: number;
  /** TWILIO_API_BASE: the real API by default, the local stand-in (fake-twilio.ts) in tests and demos. */
  baseUrl?: string;
  /** Where Twilio posts this text's delivery reports (signed); none when absent. */
  statusCallbackUrl?: (outboxId: number) => string;
}

/** 10 digits are a North American number: +1 in front (docs/product.md#limits). */
export function toE164(digits: string): string {
  return digits.startsWith("+") ? digits : `+1${digits}`;
}

/** Socket errors after the request went out: Twilio may have taken the text. */
const DROPPED_ANSWER = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);

function errorCode(err: unknown): string | undefined {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

export function createTwilioProvider(cfg: TwilioConfig): SmsProvider {
  const doFetch = cfg.fetch ?? globalThis.fetch;
  const base = (cfg.baseUrl ?? TWILIO_API_BASE).replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString("base64")}`;
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  const from = cfg.from.startsWith("MG") ? null : cfg.from;
  return {
    name: "twilio",
    from,
    async send(sms: OutgoingSms) {
      const form = new URLSearchParams({ To: toE164(sms.to), Body: sms.body });
      if (sms.from) form.set("From", sms.from);
      else form.set(cfg.from.startsWith("MG") ? "MessagingServiceSid" : "From", cfg.from);
      if (cfg.statusCallbackUrl) form.set("StatusCallback", cfg.statusCallbackUrl(sms.id));
      let res: Response;
      let data: { sid?: unknown; message?: unknown; code?: unknown; from?: unknown };
      try {
        res = await doFetch(url, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        data = (await res.json().catch(() => ({}))) as typeof data;
      } catch (err) {
        const name = err instanceof Error ? err.name : "";
        const code = errorCode(err);
        if (name === "TimeoutError" || name === "AbortError") {
          throw new SmsUncertainError(`Twilio did not answer within ${timeoutMs / 1000} s`);
        }
        if (code && DROPPED_ANSWER.has(code)) {
          throw new SmsUncertainError(`Twilio dropped the connection before answering (${code})`);
        }
        throw new SmsSendError(`Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (res.ok && typeof data.sid === "string") {
        const sentFrom = sms.from ?? from;
        return { providerMessageId: data.sid, from: typeof data.from === "string" ? data.from : sentFrom };
      }
      const detail = typeof data.message === "string" ? data.message : res.statusText;
      const code = data.code != null ? ` (code ${String(data.code)})` : "";
      // 400 means Twilio refused this text itself (e.g. an invalid number): retrying will not help. Anything else
      // (429, 5xx, bad credentials that an operator may fix) is retried with backoff.
      const permanent = res.status === 400;
      throw new SmsSendError(`Twilio ${res.status}: ${detail}${code}`, permanent);
    },
  };
}
