import { hashPassword, sessions, users, verifyPassword } from "@seatline/db";
import {
  DomainError,
  LOGIN_FAILED,
  type LoginInput,
  PAIR_NEEDS_MANAGER,
  parseStaffRole,
  roleAllows,
  SESSION_TTL_MS,
} from "@seatline/domain";
import { eq, lt } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { takeLoginSlot } from "./login-limits";
import { generateSessionToken, sessionIdOf } from "./session-token";
import { validateSession } from "./sessions";
import { type Profile, profileOf } from "./types";

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;

export interface LoginResult extends Profile {
  token: string;
  expiresAt: string;
}

/**
 * Signs a staff member in (docs/product.md#signing-in): the attempt is counted first (login-limits.ts), then the argon2id check, a
 * new 24 h session, the token returned once. With `device: "kiosk"` the session is the kiosk tablet's, not the
 * person's (docs/architecture.md "Device sessions"), and only a manager or an owner may pair one.
 */
export async function login(deps: AppDeps, input: LoginInput, ip: string): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const slot = await takeLoginSlot(deps, email, ip);
  const failed = () => new DomainError("UNAUTHORIZED", LOGIN_FAILED);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  // An invitation not yet accepted has no password: it fails like an unknown e-mail, in the same time. So does a
  // deactivated member (SECURITY.md item 32), whatever the password: a message of its own would tell whoever tries
  // a former member's address that it is an account here, and one holding their password that it was right.
  if (!user?.passwordHash || user.deactivatedAt) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, input.password);
    throw failed();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw failed();
  await slot.succeeded();
  if (input.device && !roleAllows(parseStaffRole(user.role), "manager"))
    throw new DomainError("FORBIDDEN", PAIR_NEEDS_MANAGER);

  const now = deps.clock.now();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await deps.db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: user.id,
    expiresAt,
    createdAt: now,
    device: input.device ?? null,
  });
  const session = await validateSession(deps, token);
  if (!session) throw new DomainError("UNAUTHORIZED", LOGIN_FAILED);
  return { token, expiresAt: expiresAt.toISOString(), ...profileOf(session) };
}
