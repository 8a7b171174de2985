/**
 * Sentence templates from src/content/i18n/<lang>.json with {{name}} slots.
 * The rules core words its log and its refusals through these, in English by
 * default; the site passes the page's language.
 */
import en from '../../../content/i18n/en.json';

export type Templates = Record<string, string>;
export const ENGLISH: Templates = en;

export function fill(t: Templates, key: string, vars: Record<string, string | number>): string {
  const s = t[key] ?? ENGLISH[key] ?? key;
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
