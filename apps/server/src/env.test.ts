import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("configuration", () => {
  it("refuses to start in production without PUBLIC_URL, with a clear message", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(
      /PUBLIC_URL is not set.*localhost.*Set PUBLIC_URL/s,
    );
    expect(loadEnv({ NODE_ENV: "production", PUBLIC_URL: "https://seatline.example.com" }).PUBLIC_URL).toBe(
      "https://seatline.example.com",
    );
  });

  it("warns in development without PUBLIC_URL, and says nothing when it is set", () => {
    const warnings: string[] = [];
    loadEnv({ NODE_ENV: "development", PORT: "3100" }, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/PUBLIC_URL is not set.*localhost:3100/)]);
    loadEnv({ NODE_ENV: "development", PUBLIC_URL: "https://a.example" }, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
  });

  it("believes no forwarding header unless TRUST_PROXY names the proxy", () => {
    expect(loadEnv({}, () => {}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.5" }, () => {}).TRUST_PROXY).toBe("10.0.0.5");
    const hops = loadEnv({ TRUST_PROXY: "1" }, () => {}).TRUST_PROXY;
    expect(typeof hops === "function" && hops("10.0.0.5", 0) && !hops("10.0.0.5", 1)).toBe(true);
  });

  it("a request's statement and lock waits are bounded: 10 s and 3 s unless set, the lock's no longer than the statement's", () => {
    const none = loadEnv({}, () => {});
    expect([none.DB_STATEMENT_TIMEOUT_MS, none.DB_LOCK_TIMEOUT_MS]).toEqual([10_000, 3_000]);
    const set = loadEnv({ DB_STATEMENT_TIMEOUT_MS: "5000", DB_LOCK_TIMEOUT_MS: "1000" }, () => {});
    expect([set.DB_STATEMENT_TIMEOUT_MS, set.DB_LOCK_TIMEOUT_MS]).toEqual([5000, 1000]);
    expect(() => loadEnv({ DB_LOCK_TIMEOUT_MS: "0" }, () => {})).toThrow(/DB_LOCK_TIMEOUT_MS/);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: "soon" }, () => {})).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: "2000", DB_LOCK_TIMEOUT_MS: "3000" }, () => {})).toThrow(
      /DB_LOCK_TIMEOUT_MS must not be more than DB_STATEMENT_TIMEOUT_MS/,
    );
  });

  it("REDIS_URL must be a redis URL; keys get a prefix", () => {
    expect(loadEnv({}, () => {}).REDIS_URL).toBeUndefined();
    expect(loadEnv({}, () => {}).REDIS_PREFIX).toBe("seatline:");
    expect(loadEnv({ REDIS_URL: "redis://127.0.0.1:6379" }, () => {}).REDIS_URL).toBe(
      "redis://127.0.0.1:6379",
    );
    expect(() => loadEnv({ REDIS_URL: "http://127.0.0.1:6379" }, () => {})).toThrow(/REDIS_URL/);
  });

  it("e-mails go through SMTP_URL from MAIL_FROM; without SMTP_URL they are printed to the log", () => {
    const none = loadEnv({}, () => {});
    expect([none.SMTP_URL, none.MAIL_FROM, none.MAIL_DISPATCH_INTERVAL_MS]).toEqual([
      undefined,
      undefined,
      1000,
    ]);
    const smtp = loadEnv(
      { SMTP_URL: "smtps://user:secret@mail.example:465", MAIL_FROM: "bookings@seatline.example" },
      () => {},
    );
    expect([smtp.SMTP_URL, smtp.MAIL_FROM]).toEqual([
      "smtps://user:secret@mail.example:465",
      "bookings@seatline.example",
    ]);
    expect(() => loadEnv({ SMTP_URL: "smtp://mail.example:587" }, () => {})).toThrow(
      /SMTP_URL needs MAIL_FROM/,
    );
    expect(() => loadEnv({ SMTP_URL: "http://mail.example", MAIL_FROM: "a@b.example" }, () => {})).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadEnv({ MAIL_FROM: "Demo Bistro" }, () => {})).toThrow(/MAIL_FROM/);
  });
});
