/**
 * Sentence templates with {{name}} slots, shared by the games' rules cores.
 * Each core keeps its own sentences in rules/messages/<lang>.json and passes
 * its English table as the fallback, so a page in another language never
 * shows a bare key when a sentence is missing there.
 */
export type Templates = Record<string, string>;

export function fillTemplate(t: Templates, fallback: Templates, key: string, vars: Record<string, string | number>): string {
  const s = t[key] ?? fallback[key] ?? key;
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
