/**
 * Sentence templates with {{name}} slots, shared by the games' rules cores.
 * Each core keeps its own sentences in rules/messages/<lang>.json and passes
 * its English table as the fallback, so a page in another language never
 * shows a bare key when a sentence is missing there. A slot may carry the
 * word's plural forms, {{n|card|cards}} (see slots.ts).
 */
import { fillSlots } from './slots';

export type Templates = Record<string, string>;

export function fillTemplate(t: Templates, fallback: Templates, key: string, vars: Record<string, string | number>): string {
  const own = t[key];
  const s = own ?? fallback[key] ?? key;
  const lang = (own !== undefined ? t._lang : fallback._lang) ?? 'en';
  return fillSlots(s, vars, lang);
}
