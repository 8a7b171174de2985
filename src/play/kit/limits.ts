/**
 * What a link, a paste or a saved game may ask of a page. The command line
 * (`npm run scenario`) reads files up to 8 MB with any number of steps; a
 * page in a browser tab should not try to: a crafted `#s=` link of 1.6 MB
 * (8,000 turns) once ran the checker out of memory, and a document nested
 * 5,000 levels deep overflowed the stack of `JSON.stringify`. So a page
 * refuses, before it runs or draws anything, and says what to do instead.
 *
 * The limits, and why:
 * - 256 KB of JSON text (a link's base64url text may be a third longer): a
 *   whole game of Rollecate written as a scenario is about 7 KB (16 KB
 *   pretty-printed), a saved game about 30 KB, a shared position 4 KB; a
 *   twelve-round Rolit match about 40 KB. Sixteen times a whole game.
 * - 2,000 steps: a whole game of Rollecate is about 100 moves, a Rolit round
 *   at most 60 placements (a twelve-round match, the most the play table
 *   offers, about 720). The checker keeps a story of every step.
 * - 64 levels of nesting: the runner's own limit (src/scenario/types.ts); a
 *   real scenario nests about 6 levels, a saved game 5.
 *
 * Every check is linear and never recursive, so measuring a hostile document
 * cannot itself overflow the stack.
 */
import { MAX_DEPTH, nestsDeeperThan } from '../../scenario/types';
import { fmt, type Strings } from './fmt';

export { MAX_DEPTH };

export const MAX_TEXT_KB = 256;
/** The most JSON text (UTF-8 bytes) a link, a paste or a saved game may hold. */
export const MAX_TEXT_BYTES = MAX_TEXT_KB * 1024;
/** The longest base64url text of a link: four characters for every three bytes. */
export const MAX_LINK_CHARS = Math.ceil((MAX_TEXT_BYTES * 4) / 3);
/** The most steps a page runs and steps through. */
export const MAX_STEPS = 2000;

/** A limit a text or document went over, with what was found (bytes for `size`). */
export type Limit = { limit: 'size'; bytes: number } | { limit: 'steps'; steps: number } | { limit: 'depth' };

/** The length of a string in UTF-8 bytes, counted without encoding it (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** The size limit for a text (a paste, a saved game). */
export function textLimit(text: string): Limit | null {
  // Each UTF-16 unit is at most 3 bytes: short texts need no counting.
  if (text.length * 3 <= MAX_TEXT_BYTES) return null;
  const bytes = utf8Bytes(text);
  return bytes > MAX_TEXT_BYTES ? { limit: 'size', bytes } : null;
}

/** The size limit for a link's base64url text, before a byte of it is decoded. */
export function linkLimit(encoded: string): Limit | null {
  return encoded.length > MAX_LINK_CHARS ? { limit: 'size', bytes: Math.floor((encoded.length * 3) / 4) } : null;
}

/** The nesting and step limits for a parsed document. */
export function docLimit(doc: unknown): Limit | null {
  if (nestsDeeperThan(doc, MAX_DEPTH)) return { limit: 'depth' };
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc) && Object.hasOwn(doc, 'steps')) {
    const steps = (doc as { steps: unknown }).steps;
    if (Array.isArray(steps) && steps.length > MAX_STEPS) return { limit: 'steps', steps: steps.length };
  }
  return null;
}

/**
 * Every limit for a pasted text: its size, and when it is JSON, its nesting and
 * steps. Text that is not JSON passes here: the runner names that problem.
 */
export function pasteLimit(text: string): Limit | null {
  const size = textLimit(text);
  if (size) return size;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  return docLimit(doc);
}

/** The limit in words, in the page's language (strings `limit.*`). */
export function limitText(t: Strings, lang: string, lim: Limit): string {
  const num = (n: number) => n.toLocaleString(lang === 'nl' ? 'nl-NL' : 'en-GB');
  switch (lim.limit) {
    case 'size':
      return fmt(t, 'limit.size', { size: num(Math.ceil(lim.bytes / 1024)), max: num(MAX_TEXT_KB) });
    case 'steps':
      return fmt(t, 'limit.steps', { steps: num(lim.steps), max: num(MAX_STEPS) });
    case 'depth':
      return fmt(t, 'limit.depth', { max: num(MAX_DEPTH) });
  }
}

/** The `limit.run` advice split around its `{{command}}`, so the command can be shown as code. */
export function adviceParts(t: Strings, lim: Limit): { before: string; command: string; after: string } | { text: string } {
  if (lim.limit === 'depth') return { text: fmt(t, 'limit.depth.advice') };
  const [before = '', after = ''] = fmt(t, 'limit.run', { command: '\u0000' }).split('\u0000');
  return { before, command: 'npm run scenario -- FILE.json', after };
}
