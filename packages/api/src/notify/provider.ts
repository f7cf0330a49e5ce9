/** Text-message providers (docs/architecture.md#the-outbox): `log` (default) and `twilio`. */

export interface OutgoingSms {
  /** Outbox id, for logs. */
  id: number;
  /** 10 digits (US/Canada numbers, docs/product.md#limits). */
  to: string;
  body: string;
  /**
   * The store's own sending number (E.164), when it has one; else the provider's shared number. Opt-outs follow
   * the number a text comes from (docs/architecture.md#texting), so a store's texts must leave from its own.
   */
  from?: string;
}

export interface SentSms {
  providerMessageId: string;
  /** The number it went out from (replies come back to it); null when the provider has none. */
  from: string | null;
}

/** A text the provider has: its id, its number, and when it took it (null when the provider does not say). */
export interface FoundSms extends SentSms {
  at: Date | null;
}

/** What the dispatcher asks a provider about a text whose send was interrupted (notify/dispatcher.ts). */
export interface SmsLookup {
  id: number;
  /** 10 digits. */
  to: string;
  /** The number it would have left from; null when the provider picks it (a messaging service). */
  from: string | null;
  /** The exact body it would have carried (its links and opt-out line included). */
  body: string;
  /** It cannot have been taken before this (the row's creation). */
  since: Date;
}

export interface SmsProvider {
  readonly name: string;
  /** The number texts go out from, recorded on each row (null for providers with none). */
  readonly from: string | null;
  /**
   * Sends one text; answers the provider's message id. Throws SmsSendError (or anything) when it did not send, and
   * SmsUncertainError when it may have sent (e.g. no answer within the timeout): that text is never retried.
   */
  send(sms: OutgoingSms): Promise<SentSms>;
  /**
   * The texts the provider took that match this one (same phone, number and body, taken since then), newest first;
   * none when it never got it. Throws when it cannot tell (unreachable): then nothing is resent.
   */
  lookup(query: SmsLookup): Promise<FoundSms[]>;
}

/** A refused send. Permanent failures (e.g. an invalid number) are not retried. */
export class SmsSendError extends Error {
  override readonly name = "SmsSendError";
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/**
 * The provider may have taken the text and not said so (a timeout, a dropped answer): resending blindly risks two
 * copies, so the dispatcher asks the provider (lookup) before sending it again.
 */
export class SmsUncertainError extends Error {
  override readonly name = "SmsUncertainError";
}

export interface LoggedSms extends OutgoingSms {
  at: Date;
}

/**
 * The `log` provider: prints each text and keeps the last ones in memory (the outbox row keeps the text and its
 * status for good), so development and tests need no account.
 */
export function createLogProvider(log: (line: string) => void = (l) => console.log(l), keep = 200) {
  const sent: LoggedSms[] = [];
  const provider: SmsProvider & { sent: LoggedSms[] } = {
    name: "log",
    from: null,
    sent,
    async send(sms) {
      sent.push({ ...sms, at: new Date() });
      if (sent.length > keep) sent.shift();
      log(`[sms:log] #${sms.id} to ${sms.to}: ${sms.body}`);
      return { providerMessageId: `log-${sms.id}`, from: null };
    },
    // What this process printed: after a restart it has printed nothing, so an interrupted text is printed again.
    async lookup(query) {
      const taken = sent.filter((s) => s.id === query.id && s.body === query.body);
      return taken.reverse().map((s) => ({ providerMessageId: `log-${s.id}`, from: null, at: s.at }));
    },
  };
  return provider;
}
