/** Client-side string lookup with {{name}} placeholders; a missing key shows itself so it is noticed. */
export type Strings = Record<string, string>;

export function fmt(t: Strings, key: string, vars: Record<string, string | number> = {}): string {
  const s = t[key] ?? key;
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? `{{${k}}}`));
}
