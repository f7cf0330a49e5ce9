/**
 * Migration 0028 (staff invitations): an invitation that was a password-less account becomes a row of
 * staff_invites (its link keeps working until it expires) and is no account any more; signed-up accounts stay.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

interface Journal {
  entries: { tag: string }[];
}

const sqlOf = (tag: string) => readFileSync(resolve(migrationsFolder, `${tag}.sql`), "utf8");

describe("migration 0028", () => {
  it("moves pending accounts into staff_invites and keeps signed-up ones", async () => {
    const journal = JSON.parse(
      readFileSync(resolve(migrationsFolder, "meta/_journal.json"), "utf8"),
    ) as Journal;
    const tags = journal.entries.map((e) => e.tag);
    const at = tags.findIndex((t) => t.startsWith("0028_"));
    expect(at).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const tag of tags.slice(0, at)) await db.exec(sqlOf(tag));
      await db.exec(`
        insert into companies (slug, name, support_email) values ('acme', 'Acme', 'help@acme.example');
        insert into stores (company_id, slug, name, store_number, legacy_store_id, account_email, timezone)
          select id, 'main', 'Main', 1, 9001, 'main@acme.example', 'America/New_York' from companies;
        insert into users (email, password_hash, company_id, store_id, role)
          select 'owner@acme.example', 'hash', company_id, id, 'owner' from stores;
        insert into users (email, password_hash, company_id, store_id, role, invite_token_hash, invite_expires_at)
          select 'kim@acme.example', null, company_id, id, 'manager', 'abc123', '2030-01-01T00:00:00Z' from stores;`);
      await db.exec(sqlOf(tags[at] ?? ""));
      const accounts = await db.query<{ email: string }>("select email from users order by email");
      expect(accounts.rows).toEqual([{ email: "owner@acme.example" }]);
      const invites = await db.query<{ email: string; role: string; token_hash: string; expires_at: Date }>(
        "select email, role, token_hash, expires_at from staff_invites",
      );
      expect(invites.rows).toEqual([
        {
          email: "kim@acme.example",
          role: "manager",
          token_hash: "abc123",
          expires_at: new Date("2030-01-01T00:00:00Z"),
        },
      ]);
    } finally {
      await db.close();
    }
  });
});
