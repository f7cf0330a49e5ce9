/** Text-message providers (DESIGN "Text messages"): `log` (default) and `twilio`. */

export interface OutgoingSms {
  /** Outbox id, for logs. */
  id: number;
  /** 10 digits (US/Canada numbers, SPEC §9). */
  to: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends one text; answers the provider's message id. Throws SmsSendError (or anything) when it did not send. */
  send(sms: OutgoingSms): Promise<{ providerMessageId: string }>;
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
    sent,
    async send(sms) {
      sent.push({ ...sms, at: new Date() });
      if (sent.length > keep) sent.shift();
      log(`[sms:log] #${sms.id} to ${sms.to}: ${sms.body}`);
      return { providerMessageId: `log-${sms.id}` };
    },
  };
  return provider;
}
