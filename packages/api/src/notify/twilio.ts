/** The `twilio` provider: Twilio's Messages REST API with the credentials from the environment. */
import {
  type FoundSms,
  type OutgoingSms,
  type SmsLookup,
  type SmsProvider,
  SmsSendError,
  SmsUncertainError,
} from "./provider";

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

/** Twilio's clock and ours may differ a little: a text it took this long before the row was created still matches. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** Pages of the list read at most per lookup (50 texts each, newest first). */
const LOOKUP_PAGES = 4;

interface TwilioListedMessage {
  sid?: unknown;
  to?: unknown;
  from?: unknown;
  body?: unknown;
  direction?: unknown;
  date_created?: unknown;
}

/** The texts of one page of Twilio's Messages list that are this text: outbound, same phone, number and body. */
function matchesOf(list: TwilioListedMessage[], q: SmsLookup): FoundSms[] {
  const since = q.since.getTime() - CLOCK_SLACK_MS;
  return list.flatMap((m) => {
    const at = typeof m.date_created === "string" ? new Date(m.date_created) : null;
    const same =
      typeof m.sid === "string" &&
      String(m.direction ?? "").startsWith("outbound") &&
      m.to === toE164(q.to) &&
      (q.from === null || m.from === q.from) &&
      m.body === q.body &&
      (at === null || Number.isNaN(at.getTime()) || at.getTime() >= since);
    return same
      ? [{ providerMessageId: m.sid as string, from: typeof m.from === "string" ? m.from : q.from, at }]
      : [];
  });
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
    /**
     * Twilio's Messages list, filtered by To and From, newest first. Not by DateSent: a text Twilio took but has not
     * sent yet (queued) has no date sent, and a filter on it would hide the very text that must not go twice. The
     * StatusCallback that names the row is not in the list, so the match is the phone, the number, the exact body
     * (its link is the guest's own) and the time; a match another row already holds is the dispatcher's to set aside.
     */
    async lookup(q: SmsLookup) {
      const query = new URLSearchParams({ To: toE164(q.to), PageSize: "50" });
      if (q.from) query.set("From", q.from);
      let next: string | null = `${url}?${query.toString()}`;
      const found: FoundSms[] = [];
      for (let page = 0; next && page < LOOKUP_PAGES; page++) {
        let data: { messages?: unknown; next_page_uri?: unknown; message?: unknown };
        let res: Response;
        try {
          res = await doFetch(next, {
            headers: { authorization: auth, accept: "application/json" },
            signal: AbortSignal.timeout(timeoutMs),
          });
          data = (await res.json().catch(() => ({}))) as typeof data;
        } catch (err) {
          throw new SmsSendError(`Twilio lookup failed: ${err instanceof Error ? err.message : String(err)}`);
        }
        if (!res.ok || !Array.isArray(data.messages)) {
          const detail = typeof data.message === "string" ? data.message : res.statusText;
          throw new SmsSendError(`Twilio lookup ${res.status}: ${detail}`);
        }
        const list = data.messages as TwilioListedMessage[];
        found.push(...matchesOf(list, q));
        // Newest first: once a page reaches back before the row was created, older pages cannot hold it.
        const oldest = list.at(-1)?.date_created;
        const older =
          typeof oldest === "string" && new Date(oldest).getTime() < q.since.getTime() - CLOCK_SLACK_MS;
        next = !older && typeof data.next_page_uri === "string" ? `${base}${data.next_page_uri}` : null;
      }
      // Pages left unread could hold it: cannot tell, so nothing is resent.
      if (found.length === 0 && next)
        throw new SmsSendError("Twilio lookup: too many texts to this phone to tell");
      return found;
    },
  };
}
