/** The `twilio` provider: Twilio's Messages REST API with the credentials from the environment. */
import { type OutgoingSms, type SmsProvider, SmsSendError } from "./provider";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 form, or a messaging service sid (MG…). */
  from: string;
  /** Injected in tests; globalThis.fetch otherwise. */
  fetch?: typeof fetch;
  /** Must stay well below the dispatcher's lock time. */
  timeoutMs?: number;
  baseUrl?: string;
}

/** 10 digits are a North American number: +1 in front (SPEC §9). */
export function toE164(digits: string): string {
  return digits.startsWith("+") ? digits : `+1${digits}`;
}

export function createTwilioProvider(cfg: TwilioConfig): SmsProvider {
  const doFetch = cfg.fetch ?? globalThis.fetch;
  const base = cfg.baseUrl ?? "https://api.twilio.com";
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send(sms: OutgoingSms) {
      const form = new URLSearchParams({ To: toE164(sms.to), Body: sms.body });
      form.set(cfg.from.startsWith("MG") ? "MessagingServiceSid" : "From", cfg.from);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SmsSendError(`Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      const data = (await res.json().catch(() => ({}))) as {
        sid?: unknown;
        message?: unknown;
        code?: unknown;
      };
      if (res.ok && typeof data.sid === "string") return { providerMessageId: data.sid };
      const detail = typeof data.message === "string" ? data.message : res.statusText;
      const code = data.code != null ? ` (code ${String(data.code)})` : "";
      // 400 means Twilio refused this text itself (e.g. an invalid number): retrying will not help. Anything else
      // (429, 5xx, bad credentials that an operator may fix) is retried with backoff.
      const permanent = res.status === 400;
      throw new SmsSendError(`Twilio ${res.status}: ${detail}${code}`, permanent);
    },
  };
}
