import { createLogProvider, type SmsProvider } from "./provider";
import { createTwilioProvider } from "./twilio";

export interface SmsConfig {
  provider: "log" | "twilio";
  twilio?: { accountSid?: string; authToken?: string; from?: string };
  log?: (line: string) => void;
}

/** The provider SMS_PROVIDER names; twilio needs its three credentials. */
export function smsProviderFrom(cfg: SmsConfig): SmsProvider {
  if (cfg.provider === "log") return createLogProvider(cfg.log);
  const { accountSid, authToken, from } = cfg.twilio ?? {};
  if (!accountSid || !authToken || !from) {
    throw new Error("SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM");
  }
  return createTwilioProvider({ accountSid, authToken, from });
}
