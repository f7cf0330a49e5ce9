/**
 * Twilio's webhooks (docs/product.md#texts, docs/architecture.md#texting): delivery reports (status callbacks) and inbound texts. Each
 * request is checked first, before any parsing of its meaning: X-Twilio-Signature over PUBLIC_URL + the path and
 * query Twilio called and the POST parameters, with the auth token. A forged, unsigned or re-pointed request gets 403
 * and changes nothing. Nothing a webhook sends causes a 5xx; but a webhook that could not record what it received (the
 * database failed) answers 503, so Twilio sends it again rather than have it lost (docs/operations.md#what-is-sent-and-when).
 * Not in the public API document (hide: true).
 */
import { type DeliveryStatus, getMessage, recordDeliveryReport } from "@seatline/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../deps";
import { emitStoreEvent } from "../events/store-events";
import { TWILIO_STATUS_PATH } from "../notify/twilio";
import { isValidTwilioSignature } from "../notify/twilio-signature";
import { handleInboundText } from "./inbound-reply";

export const TWILIO_INBOUND_PATH = "/webhooks/twilio/inbound";

export interface TwilioWebhookOptions {
  deps: AppDeps;
  /** TWILIO_AUTH_TOKEN; without it every webhook is refused (nothing can be verified). */
  authToken: string | undefined;
  /** PUBLIC_URL: the address Twilio calls, exactly as configured there. */
  publicUrl: string;
}

/** Twilio's MessageStatus → what the row records; statuses before the send (accepted, scheduled) count as queued. */
export function deliveryStatusOf(twilioStatus: string): DeliveryStatus | null {
  switch (twilioStatus) {
    case "accepted":
    case "scheduled":
    case "queued":
      return "queued";
    case "sending":
    case "sent":
      return "sent";
    case "delivered":
    case "read":
      return "delivered";
    case "undelivered":
      return "undelivered";
    case "failed":
    case "canceled":
      return "failed";
    default:
      return null;
  }
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a posted field is dropped, so junk is recorded and answered (200) and
 * only a database that fails answers 503.
 */
const storable = (value: string) => value.replaceAll("\u0000", "");

const TWIML = "text/xml; charset=utf-8";
const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export function twiml(reply: string | null): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ""}</Response>`;
}

export async function twilioWebhooks(app: FastifyInstance, opts: TwilioWebhookOptions): Promise<void> {
  const { deps } = opts;
  const base = opts.publicUrl.replace(/\/+$/, "");
  // Form bodies are kept as text: the signature is checked over exactly what Twilio sent.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );

  /** The form's parameters when the signature holds; null otherwise. */
  function verified(req: FastifyRequest): URLSearchParams | null {
    const raw = typeof req.body === "string" ? req.body : "";
    const params = new URLSearchParams(raw);
    const header = req.headers["x-twilio-signature"];
    const sig = Array.isArray(header) ? header[0] : header;
    const ok = isValidTwilioSignature(opts.authToken ?? "", base + req.url, [...params.entries()], sig);
    return ok ? params : null;
  }
  const forbidden = (reply: FastifyReply) =>
    reply.status(403).type("text/plain").send("Invalid or missing X-Twilio-Signature.");
  const notRecorded = (reply: FastifyReply) =>
    reply
      .status(503)
      .header("retry-after", "5")
      .type("text/plain")
      .send("Not recorded; please send it again.");
  const schema = { hide: true } as object;

  app.post(TWILIO_STATUS_PATH, { schema }, async (req, reply) => {
    const params = verified(req);
    if (!params) return forbidden(reply);
    try {
      const id = Number((req.query as { m?: string }).m);
      const status = deliveryStatusOf(params.get("MessageStatus") ?? params.get("SmsStatus") ?? "");
      const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
      if (Number.isSafeInteger(id) && id > 0 && status && sid) {
        await deps.db.transaction(async (tx) => {
          const before = await getMessage(tx, id);
          if (!before) return;
          const row = await recordDeliveryReport(tx, id, {
            providerMessageId: sid.slice(0, 64),
            status,
            errorCode: params.get("ErrorCode")?.slice(0, 16) || null,
            at: deps.clock.now(),
          });
          if (row?.waitlistEntryId != null) await emitStoreEvent(tx, row.storeId, "waitlist");
          if (row?.reservationId != null) await emitStoreEvent(tx, row.storeId, "reservations");
        });
      }
    } catch (err) {
      req.log.error({ err }, "twilio status callback not recorded");
      return notRecorded(reply);
    }
    return reply.status(204).send();
  });

  app.post(TWILIO_INBOUND_PATH, { schema }, async (req, reply) => {
    const params = verified(req);
    if (!params) return forbidden(reply);
    let text: string | null;
    try {
      const result = await handleInboundText(deps, {
        providerMessageId: storable(params.get("MessageSid") ?? params.get("SmsSid") ?? ""),
        from: storable(params.get("From") ?? ""),
        to: storable(params.get("To") ?? ""),
        body: storable(params.get("Body") ?? ""),
      });
      text = result.reply;
    } catch (err) {
      req.log.error({ err }, "twilio inbound text not handled");
      return notRecorded(reply);
    }
    return reply.status(200).type(TWIML).send(twiml(text));
  });
}
