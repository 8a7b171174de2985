/**
 * A new game's seed when the reader leaves the form's seed empty: from the browser's cryptographic generator (the
 * clock where there is none), as digits, so the game can be replayed and shared from it. Every table uses this one.
 */
export function randomSeed(): string {
  const buf = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(buf);
  else buf[0] = Date.now();
  return String((buf[0] ?? 0) % 1_000_000);
}
