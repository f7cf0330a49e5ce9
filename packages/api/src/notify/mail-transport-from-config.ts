import { createLogMailTransport, createSmtpTransport, type MailTransport } from "./mail-transport";

export interface MailConfig {
  /** SMTP_URL: smtp:// or smtps://, with the account in it. Unset: e-mails are printed to the log (as texts are with SMS_PROVIDER=log). */
  smtpUrl?: string;
  log?: (line: string) => void;
}

/** Where e-mails go: SMTP when SMTP_URL is set, else the log, the same choice the text provider makes (provider-from-config.ts). */
export function mailTransportFrom(cfg: MailConfig): MailTransport {
  if (!cfg.smtpUrl) return createLogMailTransport(cfg.log);
  return createSmtpTransport({ url: cfg.smtpUrl });
}
