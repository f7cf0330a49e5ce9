import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import {
  type AppDeps,
  type Clock,
  type Counters,
  clockFrom,
  connectRedis,
  createDeps,
  createMailDispatcher,
  createSmsDispatcher,
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE,
  errorBody,
  isDatabaseUnavailable,
  type MailDispatcher,
  mailTransportFrom,
  mailUnsubscribeRoutes,
  memoryCounters,
  notifyOfferSweep,
  QUOTE_CELLS_CACHE_MS,
  redisCounters,
  registerApi,
  repeatKeySweep,
  retentionSweep,
  type SmsDispatcher,
  smsProviderFrom,
  twilioWebhooks,
} from "@seatline/api";
import { createDb, type Database, seedDemo, type TimeLimits, withTimeLimits } from "@seatline/db";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { type Env, loadEnv } from "./env";
import { logRedaction, redactText } from "./log-redaction";
import { keepAnswersOutOfCaches } from "./no-store";
import { cutStreamsOnClose } from "./open-streams";
import { registerApiDocs } from "./openapi";
import { refuseEncodedProcedureNames } from "./procedure-spelling";
import { registerRateLimits } from "./rate-limits";
import { RequestLogController } from "./request-log";
import { serveApps } from "./static-apps";

export interface CreateServerOptions {
  /** Overrides on top of the environment (tests pass their own). */
  env?: Partial<Record<keyof Env, string>>;
  /** An already open database (tests); otherwise DATABASE_URL decides. */
  database?: Database;
  clock?: Clock;
  /** Logger off unless said (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
}

export interface SeatlineServer {
  app: FastifyInstance;
  deps: AppDeps;
  env: Env;
  /** Sends queued texts; runs between start() and stop(). */
  sms: SmsDispatcher;
  /** Sends queued booking e-mails; runs between start() and stop(). */
  mail: MailDispatcher;
  /** Listens on HOST:PORT; answers the base URL. */
  start(): Promise<string>;
  /** Stops taking requests, finishes in-flight ones, stops background work, closes the database. */
  stop(): Promise<void>;
}

/** The From address of e-mails printed to the log when MAIL_FROM is not set (no SMTP_URL either: loadEnv). */
export const LOG_MAIL_FROM = "bookings@seatline.invalid";

/** The demo seed's limits (a year of history loads in bulk statements), instead of a request's (env.ts). */
const SEED_LIMITS: TimeLimits = { statementMs: 10 * 60_000, lockMs: 60_000 };

/** How long stop() waits for the text dispatcher's pass in progress before closing the database under it. */
export const SHUTDOWN_WAIT_MS = 8_000;

async function withinShutdownWait(work: Promise<void>, onLate: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), SHUTDOWN_WAIT_MS);
  });
  const outcome = await Promise.race([work.then(() => "done" as const), late]);
  clearTimeout(timer);
  if (outcome === "late") onLate();
}

export async function createServer(opts: CreateServerOptions = {}): Promise<SeatlineServer> {
  const env = loadEnv({ ...process.env, ...opts.env });
  const clock = opts.clock ?? (env.CLOCK_START ? clockFrom(new Date(env.CLOCK_START)) : undefined);
  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await createDb({
      url: env.DATABASE_URL,
      poolMax: env.DB_POOL_MAX,
      limits: { statementMs: env.DB_STATEMENT_TIMEOUT_MS, lockMs: env.DB_LOCK_TIMEOUT_MS },
    }));
  await database.migrate();
  if (ownsDatabase && env.SEED_DEMO) {
    if (env.NODE_ENV === "production" && !env.ALLOW_DEMO_IN_PRODUCTION) {
      // Demo accounts with published passwords never appear in production unless asked for.
    } else {
      // One transaction: a start-up stopped half-way leaves no half-seeded demo behind.
      await withTimeLimits(database.db, SEED_LIMITS, (tx) =>
        seedDemo(tx, {
          history: env.SEED_DEMO_HISTORY,
          upcoming: env.SEED_DEMO_UPCOMING,
          now: clock?.now(),
        }),
      );
    }
  }

  // Rate limits and counters: Redis when REDIS_URL is set (shared by every process), else this process's memory.
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
  const counters: Counters = redis ? redisCounters(redis, env.REDIS_PREFIX) : memoryCounters();
  let lastCounterWarning = 0;
  const deps = createDeps(database, {
    counters,
    // At most one line every 10 s while Redis is away (every limited request would report it).
    onCounterError: (err) => {
      if (Date.now() - lastCounterWarning < 10_000) return;
      lastCounterWarning = Date.now();
      app.log.warn({ err }, "rate-limit counters unavailable: limits fail open, sign-in answers 503");
    },
    clock,
    supportEmail: env.SUPPORT_EMAIL,
    rateLimits: env.RATE_LIMITS === "on",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    quoteCellsCacheMs: QUOTE_CELLS_CACHE_MS,
    // PostgreSQL: half the pool per store at most, so whatever one store's calls wait for, the other half serves the
    // other stores. PGlite has one connection and runs one statement at a time: there is no pool to share out.
    ...(database.kind === "postgres"
      ? {
          storeShare: {
            perStore: Math.max(1, Math.floor(env.DB_POOL_MAX / 2)),
            waitMs: env.DB_LOCK_TIMEOUT_MS,
          },
        }
      : {}),
  });

  const logger =
    opts.logger === false || env.LOG_LEVEL === "silent"
      ? false
      : env.NODE_ENV === "development"
        ? {
            level: env.LOG_LEVEL,
            ...logRedaction,
            transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } },
          }
        : { level: env.LOG_LEVEL, ...logRedaction, ...(opts.logStream ? { stream: opts.logStream } : {}) };
  const app = Fastify({
    logger,
    bodyLimit: env.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: env.TRUST_PROXY,
    // On close: idle keep-alive connections are closed at once (Fastify keeps them 72 s otherwise), in-flight requests finish.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // One line per request (request-log.ts); the apps' files and pages at debug (a page load is a dozen of them).
    logController: new RequestLogController(),
  });
  // Once stop() has begun, every answer closes its connection: "idle" above closes only the connections idle at that
  // moment, and one busy then would otherwise be kept alive afterwards, holding close() (and the exit) for 72 s.
  let closing = false;
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  keepAnswersOutOfCaches(app);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status =
      typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 600
        ? err.statusCode
        : 500;
    const style = req.url.startsWith("/api/reservation_info") ? "envelope" : "plain";
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_S))
        .send(errorBody(style, 503, DATABASE_UNAVAILABLE));
    }
    if (status >= 500) req.log.error({ err }, "unhandled error");
    const message =
      status === 413
        ? `Request body is too large (limit ${env.BODY_LIMIT_BYTES} bytes).`
        : status < 500
          ? err.message
          : "Something went wrong on our side. Please try again.";
    return reply.status(status).send(errorBody(style, status, message));
  });

  await app.register(helmet, { contentSecurityPolicy: { useDefaults: true } });
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length ? env.CORS_ORIGINS : false,
    credentials: false,
  });
  // The document's server: PUBLIC_URL when set, else the server that serves the document ("/").
  await registerApiDocs(app, env.PUBLIC_URL ?? "/");

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch {
      return reply.status(503).send({ status: "unready", database: database.kind });
    }
  });

  cutStreamsOnClose(app);
  if (redis) {
    redis.on("error", () => {}); // reported through onCounterError when a limit needs it
    await redis.connect().catch((err: unknown) => {
      app.log.error({ err }, `Redis (REDIS_URL) is not answering; retrying in the background`);
    });
  }
  refuseEncodedProcedureNames(app);
  if (env.RATE_LIMITS === "on") registerRateLimits(app, deps);
  // Legacy answers are checked against their schemas in development and tests, not in production (architecture.md).
  await registerApi(app, deps, { checkAnswers: env.NODE_ENV !== "production" });
  // Twilio's delivery reports and inbound texts, signed with TWILIO_AUTH_TOKEN (refused without it).
  await app.register(twilioWebhooks, {
    deps,
    authToken: env.TWILIO_AUTH_TOKEN,
    publicUrl: deps.config.publicUrl,
  });
  // The unsubscribe links of booking e-mails, /u/{token}: GET only asks (mail scanners fetch links), POST (the page's
  // button, mail apps' one-click) unsubscribes.
  await app.register(mailUnsubscribeRoutes, { deps });
  if (env.SERVE_APPS) await serveApps(app);

  // Texts are never sent inline: actions queue them in the outbox and this dispatcher sends them (docs/architecture.md#the-outbox).
  const sms = createSmsDispatcher({
    db: database.db,
    clock: deps.clock,
    intervalMs: env.SMS_DISPATCH_INTERVAL_MS,
    provider: smsProviderFrom({
      provider: env.SMS_PROVIDER,
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: env.TWILIO_FROM,
        baseUrl: env.TWILIO_API_BASE,
        publicUrl: deps.config.publicUrl,
      },
      log: (line) => app.log.info(redactText(line)),
    }),
    // Reservation reminders are queued by the same dispatcher, linking to each guest's booking page.
    reminders: { publicUrl: deps.config.publicUrl },
    // Notify-list holds run out on the same loop (their table goes to the next guest); expired repeat keys are
    // purged; guests past the store's retention are anonymised once a day.
    sweeps: [notifyOfferSweep(deps), repeatKeySweep(deps), retentionSweep(deps)],
    onError: (err, context) => app.log.error({ err }, context),
  });

  // Booking e-mails, the same way: queued with the booking's change, sent by their own dispatcher through SMTP
  // (SMTP_URL) or, without it, printed to the log as texts are.
  const mailTransport = mailTransportFrom({
    smtpUrl: env.SMTP_URL,
    log: (line) => app.log.info(redactText(line)),
  });
  const mail = createMailDispatcher({
    db: database.db,
    clock: deps.clock,
    intervalMs: env.MAIL_DISPATCH_INTERVAL_MS,
    transport: mailTransport,
    publicUrl: deps.config.publicUrl,
    from: env.MAIL_FROM ?? LOG_MAIL_FROM,
    onError: (err, context) => app.log.error({ err }, context),
  });

  let started = false;
  return {
    app,
    deps,
    env,
    sms,
    mail,
    start: async () => {
      await deps.events.start();
      sms.start();
      mail.start();
      started = true;
      return app.listen({ port: env.PORT, host: env.HOST });
    },
    stop: async () => {
      closing = true;
      await app.close();
      app.log.info("shutdown: requests finished");
      // Background work gets a bounded wait: a dispatcher pass queued behind a busy database must not keep the
      // process from exiting (texts it claimed are claimed again by any process once their lock runs out).
      await withinShutdownWait(sms.stop(), () =>
        app.log.warn("shutdown: the text dispatcher's pass did not end in time"),
      );
      await withinShutdownWait(mail.stop(), () =>
        app.log.warn("shutdown: the e-mail dispatcher's pass did not end in time"),
      );
      mailTransport.close();
      if (started) await deps.events.stop();
      if (ownsDatabase) await database.close();
      await counters.close();
      app.log.info("shutdown: done");
    },
  };
}
