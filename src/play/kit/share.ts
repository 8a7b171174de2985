/**
 * "Share this position": a scenario document in a URL fragment, for the ruling
 * checker (`/checker/#s=…`, Dutch `/nl/checker/#s=…`), for every game; each
 * game writes its own document (rollecate/rollecateShare.ts, steam-rollers/steamShare.ts, …).
 * The document is the contract's scenario JSON (game, title, options,
 * position from `exportPosition`, no steps yet), UTF-8 encoded and written as
 * base64url without padding, so names like "Zoë" survive and the URL needs no
 * escaping. The fragment never reaches a server.
 */
import { MAX_DEPTH, MAX_STEPS, MAX_TEXT_KB, docLimit, limitText, linkLimit, type Limit } from './limits';
import { fmt, type Strings } from './fmt';
import { duplicateText, firstDuplicateKey, type DuplicateKey } from '../../scenario/json';

/** What is wrong with a link, for a page to say in its language (`link.*` strings, or the limit's `limit.*`). */
export type LinkProblem = 'missing' | 'empty' | 'notBase64' | 'notUtf8' | 'notJson' | 'duplicateKey' | 'notObject' | 'limit';

/** A decoded link; a failure has the English sentence, its kind, and the limit it went over. */
export type Decoded = { ok: true; doc: Record<string, unknown> } | { ok: false; error: string; problem: LinkProblem; limit?: Limit; duplicate?: DuplicateKey };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (no padding) of the document's JSON in UTF-8. */
export function encodeScenario(doc: unknown): string {
  const json = JSON.stringify(doc);
  if (json === undefined) throw new Error('encodeScenario: the document cannot be written as JSON');
  return toBase64Url(new TextEncoder().encode(json));
}

const fail = (problem: LinkProblem, error: string, limit?: Limit): Decoded => ({ ok: false, error, problem, ...(limit ? { limit } : {}) });

/**
 * The document in a base64url string (a leading `#`, `s=` or `#s=` is allowed).
 * Never throws: a damaged or foreign string gives `{ ok: false, error, problem }`.
 * A link over the limits (src/play/kit/limits.ts: its size, checked before a
 * byte is decoded; then its nesting and steps) is refused the same way.
 */
export function decodeScenario(input: string): Decoded {
  if (typeof input !== 'string') return fail('missing', 'The shared position is missing.');
  const s = input.trim().replace(/^#/, '').replace(/^s=/, '');
  if (s === '') return fail('empty', 'The shared position is empty.');
  const big = linkLimit(s);
  if (big) return fail('limit', `The shared position is too big: ${limitEnglish(big)}.`, big);
  if (!/^[A-Za-z0-9_-]+$/.test(s) || s.length % 4 === 1) {
    return fail('notBase64', 'The shared position is damaged: it is not base64url text.');
  }
  let bytes: Uint8Array;
  try {
    const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
    const binary = atob(b64);
    bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return fail('notBase64', 'The shared position is damaged: it is not base64url text.');
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('notUtf8', 'The shared position is damaged: it is not UTF-8 text.');
  }
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    return fail('notJson', 'The shared position is damaged: it is not valid JSON (perhaps the link was cut short).');
  }
  // JSON keeps the last of two equal keys: a link that says a thing twice is refused, as a file is.
  const duplicate = firstDuplicateKey(json);
  if (duplicate) return { ok: false, error: `The shared position is damaged: ${duplicateText(duplicate)}.`, problem: 'duplicateKey', duplicate };
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return fail('notObject', 'The shared text is not a scenario document.');
  }
  const over = docLimit(doc);
  if (over) return fail('limit', `The shared position is too big: ${limitEnglish(over)}.`, over);
  return { ok: true, doc: doc as Record<string, unknown> };
}

/** A limit in the English of the runner's messages. */
function limitEnglish(lim: Limit): string {
  if (lim.limit === 'size') return `${Math.ceil(lim.bytes / 1024)} KB of text, more than the ${MAX_TEXT_KB} KB a page reads`;
  if (lim.limit === 'steps') return `${lim.steps} steps, more than the ${MAX_STEPS} a page steps through`;
  return `its lists and objects nest more than ${MAX_DEPTH} levels deep`;
}

/** Why a link could not be opened, in the page's language (strings `link.*` and `limit.*`). */
export function linkProblemText(t: Strings, lang: string, out: Extract<Decoded, { ok: false }>): string {
  if (out.limit) return limitText(t, lang, out.limit);
  if (out.duplicate) return fmt(t, 'link.duplicateKey', { key: JSON.stringify(out.duplicate.key), path: out.duplicate.path || '{…}' });
  return fmt(t, `link.${out.problem}`);
}

/** The checker's path for a page language. */
export function checkerPath(lang: string): string {
  return lang === 'nl' ? '/nl/checker/' : '/checker/';
}

/** A game's play table for a page language (`/rolit/play/`, Dutch `/nl/rolit/play/`): where a shared position is played on. */
export function tablePath(game: string, lang: string): string {
  return `${lang === 'nl' ? '/nl' : ''}/${game}/play/`;
}

/** "Share this position" at every table: the full link that opens `doc` at the game's table, and the one that opens it in the ruling checker. */
export interface ShareLinks {
  table: string;
  checker: string;
}

export function shareLinks(game: string, doc: unknown, lang: string, origin: string): ShareLinks {
  const hash = `#s=${encodeScenario(doc)}`;
  return { table: `${origin}${tablePath(game, lang)}${hash}`, checker: `${origin}${checkerPath(lang)}${hash}` };
}
