import { z } from "zod";

const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? def : ["true", "1", "on", "yes"].includes(v)));

/** Every setting Seatline reads from the environment (the README's configuration table). Only this file reads process.env. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL: the longest a request's statement may run, and a lock be waited for, before the request answers 503
   * with Retry-After (docs/operations.md#how-long-a-request-may-wait). Long work (migrations, the demo seed, report
   * roll-ups, the retention sweep) runs under its own larger limits.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  SEED_DEMO: bool(true),
  /** With the demo seed, also the demo store's past year (visits, bookings, texts: what Reports show). */
  SEED_DEMO_HISTORY: bool(true),
  /** With the demo seed, also bookings for today's later times and the next 7 days (the end-to-end server turns it off). */
  SEED_DEMO_UPCOMING: bool(true),
  ALLOW_DEMO_IN_PRODUCTION: bool(false),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  PUBLIC_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default("support@seatline.dev"),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits are per address): "false" (the
   * default: no forwarding header is believed), "true", a hop count, or the proxy's addresses/ranges (e.g. the load
   * balancer's "10.0.0.5" or "10.0.0.0/8"; "loopback", "uniquelocal" also work). Trusting a whole private network lets
   * anyone on it (guests on a restaurant's Wi-Fi behind NAT) pick their own address, so name the proxy.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v): boolean | string | ((address: string, hop: number) => boolean) => {
      const s = v.trim();
      if (s === "true" || s === "false") return s === "true";
      // A hop count: believe that many proxies in front of the server.
      return /^\d+$/.test(s) ? (_address, hop) => hop < Number(s) : s;
    }),
  /** Redis for rate limits and counters shared by every server process (e.g. redis://127.0.0.1:6379); unset: memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Prefix of every key Seatline writes to Redis (several deployments or test runs can share one Redis). */
  REDIS_PREFIX: z.string().min(1).max(100).default("seatline:"),
  SERVE_APPS: bool(true),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMS_PROVIDER: z.enum(["log", "twilio"]).default("log"),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Twilio's REST API; point it at the local stand-in (pnpm --filter @seatline/api fake-twilio) for tests and demos. */
  TWILIO_API_BASE: z.string().url().default("https://api.twilio.com"),
  SMS_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Where booking e-mails go: smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465. Unset:
   * e-mails are printed to the log, as texts are with SMS_PROVIDER=log.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The address booking e-mails come from (the store's name is the display name); needed with SMTP_URL. */
  MAIL_FROM: z.email().optional(),
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Start the product's clock at this instant (ISO 8601) and let it run from there: the test suite runs at a chosen
   * hour this way (docs/testing.md#the-clock). Refused in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  warn: (message: string) => void = (m) => console.warn(m),
): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (
    env.SMS_PROVIDER === "twilio" &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
  ) {
    throw new Error(
      "Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new Error(
      "Invalid configuration:\n  SMTP_URL needs MAIL_FROM, the address e-mails come from (e.g. bookings@seatline.example)",
    );
  }
  if (env.DB_LOCK_TIMEOUT_MS > env.DB_STATEMENT_TIMEOUT_MS) {
    throw new Error(
      "Invalid configuration:\n  DB_LOCK_TIMEOUT_MS must not be more than DB_STATEMENT_TIMEOUT_MS (a statement waiting for a lock ends at the statement's limit)",
    );
  }
  if (env.CLOCK_START && env.NODE_ENV === "production") {
    throw new Error(
      "Invalid configuration:\n  CLOCK_START moves the product's clock: it is for tests, not production",
    );
  }
  if (!env.PUBLIC_URL) {
    const why = "PUBLIC_URL is not set: links in texts to guests would point at http://localhost";
    if (env.NODE_ENV === "production") {
      throw new Error(
        `Invalid configuration:\n  ${why}. Set PUBLIC_URL to the address guests open (e.g. https://seatline.example.com).`,
      );
    }
    if (env.NODE_ENV === "development")
      warn(`Warning: ${why}:${env.PORT}. Set PUBLIC_URL before going live.`);
  }
  return env;
}
