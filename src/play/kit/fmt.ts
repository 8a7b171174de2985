/**
 * Client-side string lookup with {{name}} placeholders; a missing key shows itself so it is noticed.
 * {{n|card|cards}} picks the word's form for n by the page language's plural rules (slots.ts);
 * the language is the table's "_lang" entry, which i18n.ts's pick() sets.
 */
import { fillSlots } from '../../machines/shared/slots';

export type Strings = Record<string, string>;

export function fmt(t: Strings, key: string, vars: Record<string, string | number> = {}): string {
  const s = t[key] ?? key;
  return fillSlots(s, vars, t._lang ?? 'en', (k) => `{{${k}}}`);
}

/** A sentence begun with a capital, in the reader's language (a log line that starts with a seat's name). */
export const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
