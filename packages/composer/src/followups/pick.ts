/** A deterministic choice among phrasings: the same seed always picks the same one (FNV-1a). */
export function pick<T>(seed: string, salt: string, options: readonly T[]): T {
  let hash = 0x811c9dc5;
  for (const ch of `${salt}:${seed}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const chosen = options[hash % options.length];
  if (chosen === undefined) throw new Error('pick: no options');
  return chosen;
}
