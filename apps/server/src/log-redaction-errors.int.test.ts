/**
 * Failed queries are logged without their parameters: a statement whose parameter is a guest's status token fails on
 * each driver (PGlite, PostgreSQL), the error is logged at error level through the servers' logger options, and the
 * token is nowhere in the line (Drizzle's "params:" line, the driver's message quoting the value, its fields).
 */
import { Writable } from "node:stream";
import { createTestDb, testDrivers } from "@seatline/db/testing";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logRedaction, REDACTED } from "./log-redaction";

describe.each(testDrivers())("failed queries in the logs on %s", (kind) => {
  it("a failing query whose parameter is a secret token logs no token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: "trace", ...logRedaction, stream } });
    const db = await createTestDb(kind);
    const token = "q4xw7k2mzt5yb3nc6hd2fj7gl4pr5sv6";
    try {
      // Not a uuid: the driver quotes the value in its message, Drizzle adds "params: <token>".
      const err = await db.db.query.stores.findFirst({ where: (s, { eq }) => eq(s.id, token) }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toContain(token);
      app.log.error({ err }, "tRPC error");
      app.log.warn({ err: (err as Error).cause }, "database unavailable");
    } finally {
      await app.close();
      await db.destroy();
    }
    const log = lines.join("");
    expect(lines).toHaveLength(2);
    expect(log).not.toContain(token);
    const [first, second] = lines.map((l) => JSON.parse(l) as { err: Record<string, unknown> });
    expect(first?.err.message).toMatch(/^Failed query: select .*\$1/);
    expect(first?.err.message).toContain(`params: ${REDACTED}`);
    expect(first?.err).not.toHaveProperty("params");
    expect(JSON.stringify(first?.err.cause)).toMatch(/invalid input syntax/);
    expect(second?.err.message).toMatch(/invalid input syntax/);
  });
});
