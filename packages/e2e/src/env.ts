export const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const demo = { email: "demo@seatline.dev", password: "seatline-demo" } as const;
export const rival = { email: "rival@seatline.dev", password: "seatline-rival" } as const;
/** The local Twilio stand-in the server texts through (global-setup.ts). */
export const fakeTwilio = {
  port: Number(process.env.E2E_TWILIO_PORT ?? port + 1000),
  accountSid: "ACe2e00000000000000000000000000000",
  authToken: "e2e-twilio-auth-token",
  from: "+15005550006",
} as const;
export const fakeTwilioURL = `http://127.0.0.1:${fakeTwilio.port}`;
