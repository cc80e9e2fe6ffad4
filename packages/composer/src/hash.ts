/**
 * Deterministic variety: the same request always picks the same phrasing, different requests
 * spread over the phrasings (FNV-1a, 32-bit; fast and good enough to spread picks).
 */
export function hashString(value: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Mix a slot number into a seed so each part of the message picks independently. */
export function mix(seed: number, slot: number): number {
  let h = (seed ^ Math.imul(slot + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function pick<T>(options: readonly T[], seed: number, slot: number): T {
  const chosen = options[mix(seed, slot) % options.length];
  if (chosen === undefined) throw new Error('pick() needs at least one option');
  return chosen;
}
