import { existsSync } from "node:fs";

/**
 * Each Playwright worker has a server, a database, a Twilio stand-in and an SMTP server of its own (global-setup.ts),
 * so stories in different workers never see each other's guests. Worker n (TEST_PARALLEL_INDEX, set by Playwright in
 * each worker) talks to the ones at the base ports + 10n; the SMTP server's messages are read at its port + 1.
 */
export function workerPorts(worker: number) {
  const server = Number(process.env.E2E_PORT ?? 3199) + 10 * worker;
  const smtp = Number(process.env.E2E_SMTP_PORT ?? 2525) + 10 * worker;
  return {
    server,
    twilio: Number(process.env.E2E_TWILIO_PORT ?? 4199) + 10 * worker,
    smtp,
    smtpReader: smtp + 1,
  };
}
const ports = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const port = ports.server;
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * Debian's headless shell (package chromium-headless-shell, the build Playwright itself uses for headless runs) when
 * installed: the browser is most of the suite's CPU, and the shell took a quarter less than the full browser.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
export const demo = { email: "demo@seatline.dev", password: "seatline-demo" } as const;
export const rival = { email: "rival@seatline.dev", password: "seatline-rival" } as const;
/** The local Twilio stand-in the server texts through (global-setup.ts). */
export const fakeTwilio = {
  port: ports.twilio,
  accountSid: "ACe2e00000000000000000000000000000",
  authToken: "e2e-twilio-auth-token",
  from: "+15005550006",
} as const;
export const fakeTwilioURL = `http://127.0.0.1:${fakeTwilio.port}`;
/** The local SMTP server the server e-mails through (global-setup.ts), and where its messages are read (src/mail.ts). */
export const localSmtp = { port: ports.smtp, from: "bookings@seatline-e2e.example" } as const;
export const localSmtpReaderURL = `http://127.0.0.1:${ports.smtpReader}`;
