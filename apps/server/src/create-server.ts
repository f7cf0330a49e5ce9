import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import {
  type AppDeps,
  type Clock,
  createDeps,
  createSmsDispatcher,
  errorBody,
  registerApi,
  type SmsDispatcher,
  smsProviderFrom,
} from "@seatline/api";
import { createDb, type Database, seedDemo } from "@seatline/db";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import { type Env, loadEnv } from "./env";
import { endLiveStreamsOnClose } from "./live-streams";
import { registerRateLimits } from "./rate-limits";
import { serveApps } from "./static-apps";

export interface CreateServerOptions {
  /** Overrides on top of the environment (tests pass their own). */
  env?: Partial<Record<keyof Env, string>>;
  /** An already open database (tests); otherwise DATABASE_URL decides. */
  database?: Database;
  clock?: Clock;
  /** Logger off unless said (tests). */
  logger?: boolean;
}

export interface SeatlineServer {
  app: FastifyInstance;
  deps: AppDeps;
  env: Env;
  /** Sends queued texts; runs between start() and stop(). */
  sms: SmsDispatcher;
  /** Listens on HOST:PORT; answers the base URL. */
  start(): Promise<string>;
  /** Stops taking requests, finishes in-flight ones, stops background work, closes the database. */
  stop(): Promise<void>;
}

export async function createServer(opts: CreateServerOptions = {}): Promise<SeatlineServer> {
  const env = loadEnv({ ...process.env, ...opts.env });
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await createDb({ url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX }));
  await database.migrate();
  if (ownsDatabase && env.SEED_DEMO) {
    if (env.NODE_ENV === "production" && !env.ALLOW_DEMO_IN_PRODUCTION) {
      // Demo accounts with published passwords never appear in production unless asked for.
    } else {
      await seedDemo(database.db);
    }
  }

  const deps = createDeps(database, {
    clock: opts.clock,
    supportEmail: env.SUPPORT_EMAIL,
    rateLimits: env.RATE_LIMITS === "on",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  });

  const logger =
    opts.logger === false || env.LOG_LEVEL === "silent"
      ? false
      : env.NODE_ENV === "development"
        ? { level: env.LOG_LEVEL, transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } } }
        : { level: env.LOG_LEVEL };
  const app = Fastify({
    logger,
    bodyLimit: env.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: env.TRUST_PROXY,
    // On close: idle keep-alive connections are closed at once (Fastify keeps them 72 s otherwise), in-flight requests finish.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status =
      typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 600
        ? err.statusCode
        : 500;
    if (status >= 500) req.log.error({ err }, "unhandled error");
    const style = req.url.startsWith("/api/reservation_info") ? "envelope" : "plain";
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
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Seatline legacy API", version: "1.0.0" } },
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } as object }, async () => app.swagger());

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch {
      return reply.status(503).send({ status: "unready", database: database.kind });
    }
  });

  endLiveStreamsOnClose(app);
  if (env.RATE_LIMITS === "on") await registerRateLimits(app);
  await registerApi(app, deps);
  if (env.SERVE_APPS) await serveApps(app);

  // Texts are never sent inline: actions queue them in the outbox and this dispatcher sends them (DESIGN).
  const sms = createSmsDispatcher({
    db: database.db,
    clock: deps.clock,
    intervalMs: env.SMS_DISPATCH_INTERVAL_MS,
    provider: smsProviderFrom({
      provider: env.SMS_PROVIDER,
      twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM },
      log: (line) => app.log.info(line),
    }),
    onError: (err, context) => app.log.error({ err }, context),
  });

  let started = false;
  return {
    app,
    deps,
    env,
    sms,
    start: async () => {
      await deps.events.start();
      sms.start();
      started = true;
      return app.listen({ port: env.PORT, host: env.HOST });
    },
    stop: async () => {
      await app.close();
      await sms.stop();
      if (started) await deps.events.stop();
      if (ownsDatabase) await database.close();
    },
  };
}
