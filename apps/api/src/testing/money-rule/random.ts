/** A seeded pseudo-random generator (mulberry32): the same seed replays the same simulation script. */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of `weights`' keys, drawn in proportion to its weight. */
  pick<K extends string>(weights: Readonly<Record<K, number>>): K;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let draw = next() * total;
      for (const [key, weight] of entries) {
        draw -= weight;
        if (draw < 0) return key;
      }
      return (entries.at(-1) as [keyof typeof weights, number])[0];
    },
  };
}

/** A seed for a run: SIM_SEED when given (to replay a failure), else a new one. */
export function seedFrom(env: Readonly<Record<string, string | undefined>>): number {
  const given = env.SIM_SEED;
  if (given !== undefined && /^\d{1,10}$/.test(given)) return Number(given) >>> 0;
  return Math.floor(Math.random() * 4_294_967_296) >>> 0;
}
