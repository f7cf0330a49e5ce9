/**
 * The local Twilio stand-in on its own, for demos: start Seatline with SMS_PROVIDER=twilio,
 * TWILIO_API_BASE=http://127.0.0.1:4010, TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN as below, TWILIO_FROM=+15005550006.
 *   pnpm --filter @seatline/api fake-twilio [--port 4010] [--inbound http://localhost:3000/webhooks/twilio/inbound]
 * Guest replies: curl -XPOST localhost:4010/_fake/inbound -d '{"from":"+15552234567","body":"9"}'
 */
import { parseArgs } from "node:util";
import { startFakeTwilio } from "./fake-twilio";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.FAKE_TWILIO_PORT ?? "4010" },
    inbound: { type: "string", default: "http://localhost:3000/webhooks/twilio/inbound" },
    sid: { type: "string", default: process.env.TWILIO_ACCOUNT_SID ?? "ACfake" },
    token: { type: "string", default: process.env.TWILIO_AUTH_TOKEN ?? "fake-auth-token" },
  },
});

const fake = await startFakeTwilio({
  accountSid: values.sid,
  authToken: values.token,
  port: Number(values.port),
  inboundUrl: values.inbound,
  log: (line) => console.log(line),
});
console.log(`fake Twilio on ${fake.url} (account ${values.sid}); inbound texts go to ${values.inbound}`);
