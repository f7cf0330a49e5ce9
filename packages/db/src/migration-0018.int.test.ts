/**
 * Migration 0018 (staff roles): every account that existed before it, the legacy store's included, becomes an owner;
 * an account added later without a role is a host; an unknown role is refused by the database.
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

describe("migration 0018", () => {
  it("makes existing accounts owners and new ones hosts", async () => {
    const journal = JSON.parse(
      readFileSync(resolve(migrationsFolder, "meta/_journal.json"), "utf8"),
    ) as Journal;
    const tags = journal.entries.map((e) => e.tag);
    const at = tags.findIndex((t) => t.startsWith("0018_"));
    expect(at).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const tag of tags.slice(0, at)) await db.exec(sqlOf(tag));
      await db.exec(`
        insert into companies (slug, name, support_email) values ('legacy', 'Legacy', 'help@legacy.example');
        insert into users (email, password_hash, company_id)
          select 'owner@legacy.example', 'hash', id from companies where slug = 'legacy';`);
      await db.exec(sqlOf(tags[at] ?? ""));
      await db.exec(`insert into users (email, password_hash) values ('later@legacy.example', 'hash')`);
      const rows = await db.query<{ email: string; role: string }>(
        "select email, role from users order by email",
      );
      expect(rows.rows).toEqual([
        { email: "later@legacy.example", role: "host" },
        { email: "owner@legacy.example", role: "owner" },
      ]);
      await expect(db.exec(`update users set role = 'admin'`)).rejects.toThrow(/users_role_check/);
    } finally {
      await db.close();
    }
  });
});
