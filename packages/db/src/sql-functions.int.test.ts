/**
 * The SQL functions as files (sql-functions.ts, docs/architecture.md "SQL functions"): every migrate makes them from
 * packages/db/sql after the table migrations, on a database made from nothing and on one the migrations of before
 * (their function bodies inside them) had made, and both end with the same functions and triggers: the files', the
 * join's and the booking's variants of before gone. Beside them, the ticket rule's TypeScript mirror (the seeds'
 * nextTicket) held to seatline_next_ticket.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatTicket, INITIAL_TICKET, nextTicket, TICKET_CYCLE } from "@seatline/domain";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Database, type DriverKind, migrationsFolder, repoRoot } from "./client";
import { rowsOf } from "./queries/column-json";
import { joinInOneStatement } from "./queries/waitlist-join";
import { stores } from "./schema/index";
import { ticketCounters } from "./schema/settings";
import { functionFiles, triggerFiles } from "./sql-functions";
import { testDrivers } from "./testing/test-db";

/** The tree before the functions were files: its migrations held every function's body. */
const OLD_TREE = "6de6a18ec23f2fea3577c580dc17df2f5b9b451f";

/** The old tree's drizzle/ folder (journal and migrations), as `git show` has it, in a folder of its own. */
function oldMigrationsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "seatline-old-migrations-"));
  mkdirSync(join(dir, "meta"));
  const show = (path: string) =>
    execFileSync("git", ["show", `${OLD_TREE}:drizzle/${path}`], { cwd: repoRoot, maxBuffer: 1 << 26 });
  const journal = show("meta/_journal.json");
  writeFileSync(join(dir, "meta/_journal.json"), journal);
  for (const { tag } of JSON.parse(journal.toString()).entries as { tag: string }[])
    writeFileSync(join(dir, `${tag}.sql`), show(`${tag}.sql`));
  return dir;
}

/** An empty database of the kind: its own PostgreSQL database, or an in-memory PGlite. */
async function emptyDatabase(
  kind: DriverKind,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const database = await createDb({ url: "memory://" });
    return { database, url: "memory://", drop: () => database.close() };
  }
  const admin = process.env.TEST_DATABASE_URL ?? "";
  const name = `seatline_functions_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const run = async (text: string) => {
    const sqlAdmin = postgres(admin, { max: 1, onnotice: () => {} });
    try {
      await sqlAdmin.unsafe(text);
    } finally {
      await sqlAdmin.end();
    }
  };
  await run(`create database "${name}"`);
  const database = await createDb({ url: url.toString(), poolMax: 4 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await run(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Migrates with drizzle's migrator alone, from `folder`: what database.migrate() was before the function files. */
async function migrateTablesOnly(kind: DriverKind, database: Database, folder: string): Promise<void> {
  if (kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

interface Made {
  functions: { name: string; args: string; def: string }[];
  triggers: { name: string; def: string }[];
}

/** The database's own functions (schema public) and triggers, with their definitions. */
async function made(database: Database): Promise<Made> {
  const functions = rowsOf<{ name: string; args: string; def: string }>(
    await database.db.execute(sql`
      select p.proname as name, pg_get_function_identity_arguments(p.oid) as args, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' order by 1, 2`),
  );
  const triggers = rowsOf<{ name: string; def: string }>(
    await database.db.execute(
      sql`select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1`,
    ),
  );
  return { functions, triggers };
}

async function aStore(database: Database): Promise<string> {
  await database.db.execute(sql`
    insert into companies (slug, name, support_email) values ('acme', 'Acme', 'help@acme.example');
  `);
  await database.db.execute(sql`
    insert into stores (company_id, slug, name, store_number, legacy_store_id, account_email, timezone)
      select id, 'main', 'Main', 1, 9001, 'main@acme.example', 'America/New_York' from companies`);
  const [store] = await database.db.select({ id: stores.id }).from(stores);
  return store?.id ?? "";
}

const entryOf = (storeId: string, name: string, phone: string | null) => ({
  storeId,
  customerId: `c-${name}`,
  customerName: name,
  customerNumber: phone,
  partySize: 2,
  businessDate: "2026-11-21",
  enteredTime: new Date("2026-11-21T18:00:00Z"),
  statusToken: `token-${name}`,
});

const joinOf = (storeId: string, name: string, phone: string | null = null) => ({
  storeId,
  entry: entryOf(storeId, name, phone),
  reusePhone: null,
  text: null,
  optOutLine: "Reply STOP to opt out.",
  ticketMark: "{{ticket}}",
  channel: "seatline_test",
  event: "{}",
});

describe.each(testDrivers())("SQL functions as files on %s", (kind) => {
  const names = functionFiles().map((f) => f.name);
  let fresh: Made;
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  let freshDb: Database;
  beforeAll(async () => {
    const { database, drop } = await emptyDatabase(kind);
    drops.push(drop);
    await database.migrate();
    fresh = await made(database);
    freshDb = database;
  });

  it("a database made from nothing has each file's function once, and its triggers", () => {
    expect(fresh.functions.map((f) => f.name)).toEqual([...names].sort());
    expect(fresh.triggers.map((t) => t.name)).toEqual(triggerFiles().map((t) => t.name));
  });

  it("a database made from nothing joins, keyed and with a kiosk's lease", async () => {
    const database = freshDb;
    const storeId = await aStore(database);
    const first = await joinInOneStatement(database.db, joinOf(storeId, "ana"));
    expect(first.row.ticketId).toBe("A0");
    const key = {
      scope: "test",
      keyHash: "k1",
      storeId,
      fingerprint: "f1",
      now: new Date(),
      expiredBefore: new Date(Date.now() - 86_400_000),
      mask: 12345,
    };
    const keyed = await joinInOneStatement(database.db, joinOf(storeId, "bo"), { key });
    expect("joined" in keyed && keyed.joined.row.ticketId).toBe("A1");
    const again = await joinInOneStatement(database.db, joinOf(storeId, "bo"), { key });
    expect("keyTaken" in again && again.keyTaken.fingerprint).toBe("f1");
    await database.db.execute(
      sql`select count(*) from seatline_lease_tickets(${storeId}::uuid, 'kiosk-1', 2, '2026-11-21', now())`,
    );
    const lease = { deviceId: "kiosk-1", ticket: "a3", joinedAt: new Date("2026-11-21T17:59:00Z") };
    const leased = await joinInOneStatement(database.db, joinOf(storeId, "cy"), { lease });
    expect([leased.row.ticketId, leased.leased]).toEqual(["A3", true]);
    const next = await joinInOneStatement(database.db, joinOf(storeId, "di"));
    expect(next.row.ticketId).toBe("A4");
    const [counter] = await database.db
      .select()
      .from(ticketCounters)
      .where(eq(ticketCounters.storeId, storeId));
    // A0, A1, the two leased (A2, A3), A4: five tickets issued, counted by the trigger and the lease.
    expect(counter?.issued).toBe(5);
  });

  it("a database the migrations of before made ends with the same functions and triggers, the variants gone", async () => {
    const folder = oldMigrationsFolder();
    try {
      const { database, drop } = await emptyDatabase(kind);
      drops.push(drop);
      await migrateTablesOnly(kind, database, folder);
      const before = await made(database);
      expect(before.functions.map((f) => f.name)).toEqual(
        expect.arrayContaining(["seatline_join_keyed", "seatline_join_leased_keyed", "seatline_book_keyed"]),
      );
      const storeId = await aStore(database);
      // Joined by the old function: the counter and the entry carry on under the new ones.
      await database.db.execute(
        sql`select seatline_join(${storeId}::uuid, ${JSON.stringify({
          store_id: storeId,
          customer_id: "c-old",
          customer_name: "old",
          party_size: 2,
          business_date: "2026-11-21",
          entered_time: "2026-11-21T17:00:00Z",
          status_token: "token-old",
        })}::jsonb, null, null, '', 'seatline_test', '{}')`,
      );

      await database.migrate();
      const after = await made(database);
      expect(after).toEqual(fresh);
      expect(after.functions.map((f) => f.name)).not.toContain("seatline_join_core");
      const joined = await joinInOneStatement(database.db, joinOf(storeId, "new"));
      expect(joined.row.ticketId).toBe("A1");
      // Migrating again changes nothing.
      await database.migrate();
      expect(await made(database)).toEqual(fresh);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.runIf(kind === "postgres")("several servers migrating one database at once all start", async () => {
    const { url, database, drop } = await emptyDatabase(kind);
    drops.push(drop);
    const servers = await Promise.all([1, 2, 3].map(() => createDb({ url, poolMax: 1 })));
    try {
      await Promise.all(servers.map((s) => s.migrate()));
    } finally {
      for (const s of servers) await s.close();
    }
    expect(await made(database)).toEqual(fresh);
  });

  it("ticket numbering: the seeds' nextTicket is seatline_next_ticket, for every ticket of the cycle", async () => {
    const counters: { ticketCnt: number; ticketLetter: string }[] = [];
    let c: { ticketCnt: number; ticketLetter: string } = { ...INITIAL_TICKET };
    for (let i = 0; i < TICKET_CYCLE; i++) {
      counters.push(c);
      c = nextTicket(c.ticketCnt, c.ticketLetter);
    }
    expect(formatTicket(c)).toBe("A0");
    expect(new Set(counters.map(formatTicket)).size).toBe(TICKET_CYCLE);
    const inSql = rowsOf<{ ticket_cnt: number; ticket_letter: string }>(
      await freshDb.db.execute(sql`
        select n.ticket_cnt, n.ticket_letter
        from unnest(${`{${counters.map((k) => k.ticketCnt).join(",")}}`}::integer[],
                    ${`{${counters.map((k) => k.ticketLetter.toUpperCase()).join(",")}}`}::text[])
          with ordinality as s(cnt, letter, i),
          lateral seatline_next_ticket(s.cnt, s.letter) n
        order by s.i`),
    );
    expect(inSql.map((r) => ({ ticketCnt: Number(r.ticket_cnt), ticketLetter: r.ticket_letter }))).toEqual(
      counters.map((k) => nextTicket(k.ticketCnt, k.ticketLetter)),
    );
  });

  it("no function body is written twice: the migrations hold none", () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    for (const { tag } of journal.entries) {
      const text = readFileSync(join(migrationsFolder, `${tag}.sql`), "utf8");
      expect(text, tag).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION|CREATE\s+TRIGGER/i);
    }
  });
});
