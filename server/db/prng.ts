/** A small seeded PRNG (mulberry32) so the demo seed is the same on every machine. */
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  sample<T>(list: readonly T[], count: number): T[];
  shuffle<T>(list: readonly T[]): T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    sample: (list, count) => shuffle(list).slice(0, count),
    shuffle,
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
