/** The hostile-input oracle: never a 5xx; a refusal (4xx) says why and leaves every row as it was. */
import type { Harness } from "../harness";
import { refusalMessage } from "./hostile-values";
import type { Reply } from "./http-calls";
import { changedTables, type Digest, databaseDigest } from "./snapshot";

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

export class HostileChecker {
  cases = 0;
  readonly failures: string[] = [];
  private before: Digest | null = null;

  constructor(private readonly h: Harness) {}

  /** Forgets the baseline: changes the test itself made since (e.g. signing in a spare session) are not a case's. */
  rebase(): void {
    this.before = null;
  }

  /** Sends one case; throws (so fast-check shrinks it) when the answer breaks the rules. */
  async check(label: string, send: () => Promise<Reply>): Promise<Reply> {
    this.before ??= await databaseDigest(this.h.db.db);
    const res = await send();
    this.cases += 1;
    if (res.status >= 500) throw new Error(`${label}: ${res.status} ${short(res.body)}`);
    const after = await databaseDigest(this.h.db.db);
    const changed = changedTables(this.before, after);
    this.before = after;
    if (res.status >= 400) {
      if (changed.length)
        throw new Error(`${label}: refused with ${res.status} yet changed ${changed.join(", ")}`);
      if (!refusalMessage(res.body))
        throw new Error(`${label}: ${res.status} without a message: ${short(res.body)}`);
    }
    return res;
  }

  /** Runs a target's fast-check assertion; a (shrunk) counterexample is recorded and the run goes on. */
  async run(target: string, assertion: () => Promise<void>): Promise<void> {
    try {
      await assertion();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // fast-check puts the (long) counterexample in its message and the reason in its cause: lead with the reason.
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : "";
      this.failures.push(`${target}: ${short(cause, 1500)}\n${short(message, 1500)}`);
    }
  }

  /** A fixed case outside fast-check: recorded instead of thrown. */
  async fixed(label: string, send: () => Promise<Reply>): Promise<void> {
    try {
      await this.check(label, send);
    } catch (err) {
      this.failures.push(short(err instanceof Error ? err.message : String(err), 1500));
    }
  }
}

/** How many generated cases per target (HOSTILE_RUNS overrides). */
export const RUNS_PER_TARGET = Number(process.env.HOSTILE_RUNS ?? 10);

/**
 * The fast-check seed: fixed, so CI is deterministic and a failure reproduces; HOSTILE_SEED=random explores new
 * cases (the failing seed is printed with the counterexample), HOSTILE_SEED=<n> replays one.
 */
export const HOSTILE_SEED: number | undefined =
  process.env.HOSTILE_SEED === "random" ? undefined : Number(process.env.HOSTILE_SEED ?? 20_261_121);
