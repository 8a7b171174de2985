/**
 * Sentence templates with {{name}} slots for the rules core's own sentences:
 * the game log ("log.*") and refusals ("why.*"), in messages/<lang>.json. They
 * live beside the core rather than with the site's UI strings so that an
 * island bundles only these few dozen English sentences as its fallback; the
 * site passes the page's language (src/components/i18n.ts merges them in).
 */
import en from './messages/en.json';
import { fillTemplate, type Templates } from '../../shared/templates';

export type { Templates };
export const ENGLISH: Templates = en;

export function fill(t: Templates, key: string, vars: Record<string, string | number>): string {
  return fillTemplate(t, ENGLISH, key, vars);
}
