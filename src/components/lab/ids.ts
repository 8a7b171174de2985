/** A short id from a text (FNV-1a), so a plot's title and description ids are the same on every build. */
export function hashId(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** A coordinate to a tenth of a unit: the plots are 560 units wide, so more digits draw nothing and only weigh. */
export const at = (n: number): number => Math.round(n * 10) / 10;
