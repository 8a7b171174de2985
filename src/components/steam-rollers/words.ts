/**
 * Words for the Steam Rollers views, from the page's strings (keys "sr.…"
 * in src/content/i18n/<lang>.json). Counted phrases come in plural forms:
 * "key.one", "key.other" and, where a language says nothing rather than
 * "0 …", "key.zero".
 */
import type { Side } from '../../machines/steam-rollers/rules/hex';
import type { Colour } from '../../machines/steam-rollers/rules/types';
import type { DrawnTrack, TrackType } from '../../machines/steam-rollers/rules/tracks';
import { trackSides } from '../../machines/steam-rollers/rules/tracks';
import { fmt, type Strings } from '../fmt';

const RULES = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let r = RULES.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    RULES.set(lang, r);
  }
  return r;
}

/** The form of `key` for the count `n` ({{n}} is filled in with the count). */
export function plural(t: Strings, lang: string, key: string, n: number, vars: Record<string, string | number> = {}): string {
  const form = n === 0 && t[`${key}.zero`] !== undefined ? 'zero' : pluralRules(lang).select(n);
  const k = t[`${key}.${form}`] !== undefined ? `${key}.${form}` : `${key}.other`;
  return fmt(t, k, { n, ...vars });
}

export const colourName = (t: Strings, c: Colour): string => t[`sr.name.colour.${c}`] ?? c;

export const sideName = (t: Strings, s: Side | number): string => t[`sr.name.side.${s}`] ?? String(s);

/** "a wide curve" */
export const trackName = (t: Strings, type: TrackType): string => t[`sr.name.track.${type}`] ?? type;

/** "Wide curve" */
export const trackTitle = (t: Strings, type: TrackType): string => t[`sr.name.trackTitle.${type}`] ?? type;

/** "a wide curve from north to south-east" */
export function trackPhrase(t: Strings, track: DrawnTrack): string {
  const [a, b] = trackSides(track);
  return fmt(t, 'sr.map.track', { track: trackName(t, track.type), from: sideName(t, a), to: sideName(t, b) });
}

/** "a, b and c" in the page language. */
export function listOf(t: Strings, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t['sr.name.and'] ?? 'and'} ${items[items.length - 1]}`;
}

/** "−2", "0", "+1": points with a real minus sign. */
export function signed(n: number): string {
  if (n < 0) return `−${Math.abs(n)}`;
  if (n > 0) return `+${n}`;
  return '0';
}
