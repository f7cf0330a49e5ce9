/**
 * Unknown special-access link codes per address (SECURITY.md): a public read or booking that names a link code
 * is counted at the door BEFORE it runs (so parallel guesses cannot slip past), and the lookup gives the count back
 * when the code exists. What stays counted are the misses: past 20 in 10 minutes, every request from that address
 * naming a link code is refused, found or not, so the answers tell a guesser nothing more.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AppDeps } from "../deps";
import { addressKey } from "./client-address";
import { countWithin } from "./limits";

export const LINK_CODE_MISS_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;
export const TOO_MANY_LINK_CODES =
  "Too many unknown link codes from this device. Please check the link you were given and try again later.";

/** The counter of link-code lookups per address (counters.ts). */
const MISSES = "linkcode:addr";

interface LinkCodeScope {
  pending: number;
  giveBack(): Promise<void>;
}
const scope = new AsyncLocalStorage<LinkCodeScope>();

/** Where a public lookup finds the link code it was given: that lookup was no miss. */
export function linkCodeFound(): void {
  const s = scope.getStore();
  if (!s || s.pending <= 0) return;
  s.pending -= 1;
  void s.giveBack();
}

/**
 * Counts `n` link-code lookups of one request from an address. Answers null past the limit (refuse the request), else
 * a runner to call the rest of the request in, so its lookups can give their counts back.
 */
export async function countLinkCodeLookups(
  deps: AppDeps,
  ip: string,
  n: number,
): Promise<null | ((next: () => void) => void)> {
  const key = addressKey(ip);
  let within = true;
  for (let i = 0; i < n; i++) within = (await countWithin(deps, MISSES, key, LINK_CODE_MISS_LIMIT)) && within;
  if (!within) return null;
  const s: LinkCodeScope = {
    pending: deps.config.rateLimits ? n : 0,
    giveBack: async () => {
      try {
        await deps.counters.counter(MISSES, LINK_CODE_MISS_LIMIT).giveBack(key);
      } catch (err) {
        deps.onCounterError?.(err);
      }
    },
  };
  return (next) => scope.run(s, next);
}
