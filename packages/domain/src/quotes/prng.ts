/** A small seeded PRNG (mulberry32) so the simulator replays the same history for the same seed. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** Exponential with the given mean. */
  exp(mean: number): number;
  /** Poisson count with the given mean (Knuth for small means, normal approximation above 30). */
  poisson(mean: number): number;
  /** Picks an index by weights (not necessarily normalised). */
  pick(weights: readonly number[]): number;
}

export function seededRng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    const u = Math.max(next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return {
    next,
    normal,
    exp: (mean) => -Math.log(Math.max(next(), 1e-12)) * mean,
    poisson: (mean) => {
      if (mean <= 0) return 0;
      if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k += 1;
        p *= next();
      }
      return k;
    },
    pick: (weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
