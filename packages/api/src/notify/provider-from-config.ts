import { createLogProvider, type SmsProvider } from "./provider";
import { createTwilioProvider, statusCallbackUrl } from "./twilio";

export interface SmsConfig {
  provider: "log" | "twilio";
  twilio?: {
    accountSid?: string;
    authToken?: string;
    from?: string;
    /** TWILIO_API_BASE (the local stand-in in tests and demos); Twilio's API by default. */
    baseUrl?: string;
    /** PUBLIC_URL: each text asks for signed delivery reports at PUBLIC_URL/webhooks/twilio/status. */
    publicUrl?: string;
  };
  log?: (line: string) => void;
}

/** The provider SMS_PROVIDER names; twilio needs its three credentials. */
export function smsProviderFrom(cfg: SmsConfig): SmsProvider {
  if (cfg.provider === "log") return createLogProvider(cfg.log);
  const { accountSid, authToken, from } = cfg.twilio ?? {};
  if (!accountSid || !authToken || !from) {
    throw new Error("SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM");
  }
  const { baseUrl, publicUrl } = cfg.twilio ?? {};
  return createTwilioProvider({
    accountSid,
    authToken,
    from,
    baseUrl,
    statusCallbackUrl: publicUrl ? (id) => statusCallbackUrl(publicUrl, id) : undefined,
  });
}
