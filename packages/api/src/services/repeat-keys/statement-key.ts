/**
 * The Idempotency-Key a keyed call hands to its one statement (keyed-statement.ts). A file of its own because deps.ts
 * carries it (`deps.statementKey`) while keyed-statement.ts needs the deps: neither imports the other through it.
 */
import type { StatementKeyClaim } from "@seatline/db";

/** The key a call hands to its one statement (`deps.statementKey`), and what the statement did with it. */
export interface StatementKey {
  readonly claim: StatementKeyClaim;
  /** The id of what an earlier call of this key made, its answer not kept: the call answers it instead of writing. */
  made: number | null;
  /**
   * unused: no statement took the key; claimed: this call's statement claimed it and made its entry; repeat: the call
   * answered what an earlier call of the key made.
   */
  state: "unused" | "claimed" | "repeat";
}
