/** A source of numbers in [0, 1). Seeded in stories and tests, Math.random in the app. */
export interface Random {
  next(): number;
}

export const systemRandom: Random = { next: () => Math.random() };

/** mulberry32: tiny, fast and good enough for sample data and UI picks (not for secrets). */
export function createSeededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** FNV-1a: turns a text seed (a product id, a UTC date) into a numeric one. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** One item of a non-empty list, each equally likely. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/** A shuffled copy (Fisher-Yates); the input is left alone. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Up to `count` distinct items, in random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  return shuffled(random, items).slice(0, Math.max(0, count));
}
