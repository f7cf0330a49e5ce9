/**
 * What apps/server uses of the API, and nothing else: the routers and their context, the HTTP handlers (tRPC, the
 * legacy REST plugin and its document, the Twilio webhooks), the dependencies and the configuration they are made
 * from, the text and e-mail dispatchers, and the pieces of the door's rate limits. Frontends see only the router's types
 * (@seatline/api/router); tests' support is in @seatline/api/testing. Anything else stays inside the package, so it
 * can change without reaching into the server.
 */
export { type Clock, clockFrom } from "./clock";
export { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./db-unavailable";
export { type AppDeps, createDeps } from "./deps";
export { registerApi } from "./http";
export { createSmsDispatcher, type SmsDispatcher } from "./notify/dispatcher";
export { createMailDispatcher, type MailDispatcher } from "./notify/mail-dispatcher";
export { mailTransportFrom } from "./notify/mail-transport-from-config";
export { mailUnsubscribeRoutes } from "./notify/mail-unsubscribe";
export { smsProviderFrom } from "./notify/provider-from-config";
export { errorBody } from "./rest/errors";
export { buildOpenApiDocument, restSwaggerOptions } from "./rest/openapi";
export { restRoutes } from "./rest/plugin";
export { appRouter } from "./root";
export { addressKey } from "./security/client-address";
export { type Counters, connectRedis, memoryCounters, redisCounters } from "./security/counters";
export { countLinkCodeLookups, LINK_CODE_MISS_LIMIT, TOO_MANY_LINK_CODES } from "./security/link-code-misses";
export {
  declaredLimits,
  limitCounts,
  linkCodesNamed,
  type RateLimitClass,
  STILL_ENCODED_MESSAGE,
  stillEncoded,
} from "./security/rate-limit-classes";
export { notifyOfferSweep } from "./services/notify-offers/notify-sweep";
export { retentionSweep } from "./services/privacy/retention";
export { repeatKeySweep } from "./services/repeat-keys/repeat-key-sweep";
export { QUOTE_CELLS_CACHE_MS } from "./services/waitlist/quote-cache";
export { trpcRefusal } from "./trpc-refusal";
export { twilioWebhooks } from "./webhooks/twilio-webhooks";
