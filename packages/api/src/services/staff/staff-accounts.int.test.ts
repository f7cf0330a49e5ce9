/**
 * Staff accounts (docs/product.md#staff-accounts): invite by link, accept once, invitations per store that reveal no
 * account and can be revoked, roles, the last owner, sign-outs, deactivating a member who left.
 */
import { auditLog, staffInvites, users } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { INVITE_HAS_ACCOUNT, INVITE_INVALID, LOGIN_FAILED, roleRefusal } from "@seatline/domain";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { STAFF_PASSWORD, staffTokenFor } from "../../testing/staff-kit";
import { CANNOT_DEACTIVATE_SELF } from "./deactivate-member";
import { LAST_OWNER } from "./staff-accounts";

const NOW = new Date("2026-06-10T16:00:00Z");

describe.each(testDrivers())("staff accounts on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOW);
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
  });
  afterAll(() => h.close());

  it("an owner invites by link; the link works once, sets the password, and the member signs in with the role chosen", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const made = await owner.staff.invite({ email: " Kim@Example.COM ", role: "host" });
    expect(made.email).toBe("kim@example.com");
    expect(made.inviteUrl).toMatch(/^http:\/\/localhost:3000\/staff\/invite#[a-z2-7]{40,}$/);
    const token = made.inviteUrl.split("#")[1] ?? "";
    // Only the token's hash is stored, and an invitation is no account.
    const [row] = await h.db.db.select().from(staffInvites).where(eq(staffInvites.email, "kim@example.com"));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(await h.db.db.select().from(staffInvites))).not.toContain(token);
    expect(await h.db.db.select().from(users).where(eq(users.email, "kim@example.com"))).toEqual([]);
    expect((await owner.staff.invites()).map((i) => [i.email, i.role, i.expired])).toEqual([
      ["kim@example.com", "host", false],
    ]);

    const anon = await h.caller();
    // An invited address cannot sign in before it accepts.
    await expect(anon.auth.login({ email: "kim@example.com", password: "x" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await anon.auth.inviteInfo({ token })).toEqual({ email: "kim@example.com", role: "host" });
    await expect(anon.auth.acceptInvite({ token, password: "short" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await anon.auth.acceptInvite({ token, password: "kims-long-password" });
    await expect(anon.auth.acceptInvite({ token, password: "another-password" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: INVITE_INVALID,
    });
    const signedIn = await anon.auth.login({ email: "kim@example.com", password: "kims-long-password" });
    expect(signedIn.user.role).toBe("host");
    const kim = await h.caller(signedIn.token);
    await expect(kim.staff.list()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: roleRefusal("owner"),
    });
    expect(await kim.waitlist.summary()).toBeDefined();

    const list = await owner.staff.list();
    expect(list.map((m) => [m.email, m.role])).toEqual([
      ["demo@seatline.dev", "owner"],
      ["kim@example.com", "host"],
    ]);
    expect(list.find((m) => m.email === "kim@example.com")?.activeSessions).toBe(1);
    // The accepted invitation is spent.
    expect(await owner.staff.invites()).toEqual([]);
  });

  it("two companies invite one address: both are answered alike, and the first to be accepted makes the account", async () => {
    const demo = await h.caller(await h.tokenFor("demo"));
    const rival = await h.caller(await h.tokenFor("rival"));
    const mine = await demo.staff.invite({ email: "both@example.com", role: "manager" });
    const theirs = await rival.staff.invite({ email: "both@example.com", role: "host" });
    expect(Object.keys(theirs).sort()).toEqual(Object.keys(mine).sort());
    expect([mine.email, theirs.email]).toEqual(["both@example.com", "both@example.com"]);
    expect(mine.inviteUrl).not.toBe(theirs.inviteUrl);

    const anon = await h.caller();
    const theirToken = theirs.inviteUrl.split("#")[1] ?? "";
    expect(await anon.auth.inviteInfo({ token: theirToken })).toEqual({
      email: "both@example.com",
      role: "host",
    });
    await anon.auth.acceptInvite({ token: theirToken, password: "both-long-password" });
    // The address now has an account (at rival): demo's link is refused at acceptance, to its holder only.
    await expect(
      anon.auth.acceptInvite({ token: mine.inviteUrl.split("#")[1] ?? "", password: "both-long-password" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: INVITE_HAS_ACCOUNT });
    const [account] = await h.db.db.select().from(users).where(eq(users.email, "both@example.com"));
    expect(account?.role).toBe("host");
    expect((await rival.staff.list()).map((m) => m.email)).toContain("both@example.com");
    expect((await demo.staff.list()).map((m) => m.email)).not.toContain("both@example.com");
    await demo.staff.revokeInvite({ inviteId: mine.inviteId });
  });

  it("inviting an address that has an account answers exactly like one that has none", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const shape = (made: Awaited<ReturnType<typeof owner.staff.invite>>) => ({
      keys: Object.keys(made).sort(),
      role: made.role,
      url: made.inviteUrl.replace(/#.*$/, "#"),
      expiresAt: made.expiresAt,
      ids: typeof made.inviteId,
    });
    const known = await owner.staff.invite({ email: "rival@seatline.dev", role: "host" });
    const unknown = await owner.staff.invite({ email: "nobody@example.com", role: "host" });
    expect(shape(known)).toEqual(shape(unknown));
    // Over HTTP too: both 200 with the same body shape (no 409 that tells the addresses apart).
    const token = await h.tokenFor("demo");
    const post = (email: string) =>
      h.app.inject({
        method: "POST",
        url: "/trpc/staff.invite",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: { email, role: "host" },
      });
    const [a, b] = [await post("rival@seatline.dev"), await post("nobody@example.com")];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const keysOf = (body: string) => Object.keys(JSON.parse(body).result.data).sort();
    expect(keysOf(a.body)).toEqual(keysOf(b.body));
    for (const i of await owner.staff.invites()) await owner.staff.revokeInvite({ inviteId: i.id });
  });

  it("an owner revokes a pending invitation and its link stops working; another company's owner cannot see or revoke it", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const rival = await h.caller(await h.tokenFor("rival"));
    const made = await owner.staff.invite({ email: "gone@example.com", role: "host" });
    const token = made.inviteUrl.split("#")[1] ?? "";
    const anon = await h.caller();
    expect(await anon.auth.inviteInfo({ token })).toEqual({ email: "gone@example.com", role: "host" });

    expect((await rival.staff.invites()).map((i) => i.email)).not.toContain("gone@example.com");
    await expect(rival.staff.revokeInvite({ inviteId: made.inviteId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await anon.auth.inviteInfo({ token })).toEqual({ email: "gone@example.com", role: "host" });
    const host = await h.caller(await staffTokenFor(h, "host", "door@demo.example"));
    await expect(host.staff.revokeInvite({ inviteId: made.inviteId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    expect((await owner.staff.invites()).map((i) => i.id)).toContain(made.inviteId);
    expect(await owner.staff.revokeInvite({ inviteId: made.inviteId })).toEqual({ inviteId: made.inviteId });
    expect((await owner.staff.invites()).map((i) => i.id)).not.toContain(made.inviteId);
    await expect(anon.auth.inviteInfo({ token })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: INVITE_INVALID,
    });
    await expect(anon.auth.acceptInvite({ token, password: "gones-long-password" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(owner.staff.revokeInvite({ inviteId: made.inviteId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const log = await h.db.db.select().from(auditLog).where(eq(auditLog.action, "staff.invite_revoke"));
    expect(log.map((l) => l.subject)).toContain("gone@example.com");
  });

  it("an expired link is refused; asking again makes a new link", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const first = await owner.staff.invite({ email: "lee@example.com", role: "manager" });
    const again = await owner.staff.invite({ email: "lee@example.com", role: "manager" });
    const anon = await h.caller();
    await expect(anon.auth.inviteInfo({ token: first.inviteUrl.split("#")[1] ?? "" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    clock.advance(8 * 24 * 60 * 60 * 1000);
    await expect(
      anon.auth.acceptInvite({ token: again.inviteUrl.split("#")[1] ?? "", password: "lees-long-password" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    clock.set(NOW);
  });

  it("a role change applies at once; the last owner cannot be demoted; a sign-out ends every session of the member", async () => {
    const ownerToken = await h.tokenFor("demo");
    const owner = await h.caller(ownerToken);
    const hostToken = await staffTokenFor(h, "host", "sam@demo.example");
    const [sam] = await h.db.db.select().from(users).where(eq(users.email, "sam@demo.example"));
    if (!sam) throw new Error("no sam");
    await expect((await h.caller(hostToken)).settings.getTables()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await owner.staff.changeRole({ userId: sam.id, role: "manager" });
    expect((await (await h.caller(hostToken)).settings.getTables()).solo_tables_total).toBeGreaterThan(0);

    const [me] = await h.db.db.select().from(users).where(eq(users.email, "demo@seatline.dev"));
    if (!me) throw new Error("no owner");
    await expect(owner.staff.changeRole({ userId: me.id, role: "host" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: LAST_OWNER,
    });
    // Two owners demoting each other at once: one of them stays an owner.
    await owner.staff.changeRole({ userId: sam.id, role: "owner" });
    const samAsOwner = await h.caller(hostToken);
    const results = await Promise.allSettled([
      owner.staff.changeRole({ userId: sam.id, role: "host" }),
      samAsOwner.staff.changeRole({ userId: me.id, role: "host" }),
    ]);
    const owners = await h.db.db.select().from(users).where(eq(users.role, "owner"));
    expect(owners.filter((u) => u.storeId === me.storeId).length, JSON.stringify(results)).toBe(1);
    // Put the demo account back as the owner for the rest.
    await h.db.db.update(users).set({ role: "owner" }).where(eq(users.id, me.id));

    // Another store's member is not found.
    const [rival] = await h.db.db.select().from(users).where(eq(users.email, "rival@seatline.dev"));
    await expect(owner.staff.revokeSessions({ userId: rival?.id ?? "" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const second = await staffTokenFor(h, "host", "sam@demo.example");
    const revoked = await owner.staff.revokeSessions({ userId: sam.id });
    expect(revoked.revoked).toBe(2);
    for (const t of [hostToken, second]) {
      await expect((await h.caller(t)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    // The owner's own session goes on.
    expect((await owner.auth.me()).user.role).toBe("owner");

    const log = await h.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.storeId, me.storeId ?? ""));
    const actions = log.map((l) => l.action);
    expect(actions).toContain("staff.invite");
    expect(actions).toContain("staff.role");
    expect(actions).toContain("staff.revoke");
    expect(log.every((l) => l.actorEmail.length > 0)).toBe(true);
  });

  it("a deactivated member is gone: no sign-in (as a wrong password), no session, no invitation they made; their history stays", async () => {
    const owner = await h.caller(await h.tokenFor("demo"));
    const [me] = await h.db.db.select().from(users).where(eq(users.email, "demo@seatline.dev"));
    if (!me) throw new Error("no owner");
    const olaToken = await staffTokenFor(h, "owner", "ola@demo.example");
    const ola = await h.caller(olaToken);
    const olaId = (await ola.auth.me()).user.id;
    const second = await staffTokenFor(h, "owner", "ola@demo.example");
    const fromOla = await ola.staff.invite({ email: "olas-friend@example.com", role: "owner" });
    const fromDemo = await owner.staff.invite({ email: "kept@example.com", role: "host" });
    const [sam] = await h.db.db.select().from(users).where(eq(users.email, "sam@demo.example"));
    await ola.staff.changeRole({ userId: sam?.id ?? "", role: sam?.role === "manager" ? "host" : "manager" });

    // Never oneself.
    await expect(owner.staff.deactivate({ userId: me.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: CANNOT_DEACTIVATE_SELF,
    });
    expect(await owner.staff.deactivate({ userId: olaId })).toEqual({ userId: olaId, deactivated: true });
    for (const t of [olaToken, second])
      await expect((await h.caller(t)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    // The right password answers exactly as a wrong one.
    const anon = await h.caller();
    for (const password of [STAFF_PASSWORD, "not-her-password"])
      await expect(anon.auth.login({ email: "ola@demo.example", password })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: LOGIN_FAILED,
      });
    // The link Ola made (and could still hand out) no longer works; the owner's own stays.
    const token = fromOla.inviteUrl.split("#")[1] ?? "";
    await expect(anon.auth.inviteInfo({ token })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await owner.staff.invites()).map((i) => i.id)).toContain(fromDemo.inviteId);
    expect((await owner.staff.invites()).map((i) => i.email)).not.toContain("olas-friend@example.com");
    // Listed last, marked; the audit log keeps every line in her name.
    const listed = await owner.staff.list();
    expect(listed.at(-1)).toMatchObject({ email: "ola@demo.example", deactivated: true, activeSessions: 0 });
    const hers = await h.db.db.select().from(auditLog).where(eq(auditLog.actorUserId, olaId));
    expect(hers.map((l) => [l.action, l.actorEmail])).toEqual(
      expect.arrayContaining([
        ["staff.invite", "ola@demo.example"],
        ["staff.role", "ola@demo.example"],
      ]),
    );
    // Deactivated owners are no owners: the last signed-in owner still cannot step down.
    await expect(owner.staff.changeRole({ userId: me.id, role: "manager" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: LAST_OWNER,
    });

    // Reactivated: she signs in with her password again; nothing else of hers came back.
    expect(await owner.staff.reactivate({ userId: olaId })).toEqual({ userId: olaId, deactivated: false });
    const back = await anon.auth.login({ email: "ola@demo.example", password: STAFF_PASSWORD });
    expect(back.user.id).toBe(olaId);
    await expect(anon.auth.inviteInfo({ token })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const log = await h.db.db.select().from(auditLog).where(eq(auditLog.subject, "ola@demo.example"));
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(["staff.deactivate", "staff.reactivate"]),
    );

    // A host cannot; another store's member is not found.
    const host = await h.caller(await staffTokenFor(h, "host", "sam@demo.example"));
    await expect(host.staff.deactivate({ userId: olaId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const [rival] = await h.db.db.select().from(users).where(eq(users.email, "rival@seatline.dev"));
    await expect(owner.staff.deactivate({ userId: rival?.id ?? "" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("two owners deactivating each other at once: one of them stays, signed in", async () => {
    const demoToken = await h.tokenFor("demo");
    const [me] = await h.db.db.select().from(users).where(eq(users.email, "demo@seatline.dev"));
    const pia = await h.caller(await staffTokenFor(h, "owner", "pia@demo.example"));
    const piaId = (await pia.auth.me()).user.id;
    const results = await Promise.allSettled([
      (await h.caller(demoToken)).staff.deactivate({ userId: piaId }),
      pia.staff.deactivate({ userId: me?.id ?? "" }),
    ]);
    const active = await h.db.db.select().from(users).where(isNull(users.deactivatedAt));
    const standing = active.filter((u) => u.id === me?.id || u.id === piaId);
    expect(standing.length, JSON.stringify(results)).toBe(1);
    // Put the demo account back for the rest.
    await h.db.db
      .update(users)
      .set({ deactivatedAt: null })
      .where(eq(users.id, me?.id ?? ""));
  });
});
