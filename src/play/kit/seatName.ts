/**
 * A seat's name at a play table, as a person types it and as a saved game or a
 * shared position brings it back: plain text, one line, at most MAX_SEAT_NAME
 * UTF-16 units (what an input's maxLength counts, and within the 40 that the
 * Steam Rollers scenario loader takes for a shared position's names). Every
 * table names its seats through these, so a name typed at one table behaves the
 * same at all three; an empty name falls back to the table's own seat label.
 */

/** The longest name a seat takes, in UTF-16 units (an emoji counts two). */
export const MAX_SEAT_NAME = 24;

/**
 * Characters that draw nothing or move the text around them: control
 * characters, format characters (bidi overrides, zero-width spaces, a BOM) and
 * line or paragraph separators. The zero-width joiner stays: emoji are built with it.
 */
const HIDDEN = /(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * `raw` as a seat's name: hidden characters dropped, runs of white space made
 * one space, trimmed, and cut to `max` units without splitting a character.
 * Anything but text gives "". Costs time in proportion to `max`, not to `raw`.
 */
export function cleanName(raw: unknown, max: number = MAX_SEAT_NAME): string {
  if (typeof raw !== 'string') return '';
  // A few times the bound is more than any name keeps after cleaning that is worth keeping.
  const plain = raw.slice(0, max * 4).replace(HIDDEN, '').replace(/\s+/gu, ' ').trim();
  let out = '';
  for (const ch of plain) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

/** The name a seat is called by: its cleaned name, or `fallback` (the table's "Player 2") when there is none. */
export const seatLabel = (name: unknown, fallback: string): string => cleanName(name) || fallback;

/**
 * A name read from untrusted data (a saved game, a link): its cleaned text, or
 * null when it is not text or is longer than `max` units, so the reader can
 * refuse it with a clear message instead of cutting what someone wrote.
 */
export function readName(raw: unknown, max: number = MAX_SEAT_NAME): string | null {
  if (typeof raw !== 'string' || raw.length > max) return null;
  return cleanName(raw, max);
}

/** What is wrong with a list of names read from untrusted data: not the right shape, a key that is no seat, or a name that is not one. */
export type NamesProblem = { kind: 'shape' } | { kind: 'seat'; key: string } | { kind: 'name'; key: string };

/**
 * Names by seat from untrusted data (a saved game, a shared link): an object whose own keys are seats (`isSeat`: at
 * most one per seat, so few are read), each a name `readName` accepts; a name left empty is left out. Anything else
 * is refused through `refuse`, which names what is wrong in the reader's words and throws.
 */
export function readNamesBySeat<K extends string>(raw: unknown, isSeat: (key: string) => boolean, refuse: (p: NamesProblem) => never): Partial<Record<K, string>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) refuse({ kind: 'shape' });
  const names: Partial<Record<K, string>> = {};
  for (const key of Object.keys(raw as object)) {
    if (!isSeat(key)) refuse({ kind: 'seat', key });
    const name = readName((raw as Record<string, unknown>)[key]);
    if (name === null) refuse({ kind: 'name', key });
    if (name) names[key as K] = name;
  }
  return names;
}

/** One name per seat from untrusted data: a list of `seats` names, each one `readName` accepts ("" for none); anything else refused through `refuse`. */
export function readNameList(raw: unknown, seats: number, refuse: (p: NamesProblem) => never): string[] {
  if (!Array.isArray(raw) || raw.length !== seats) refuse({ kind: 'shape' });
  // Every index, holes too (map would skip them): a list with a hole is refused, not read with a name missing.
  return Array.from({ length: seats }, (_, i) => {
    const name = Object.hasOwn(raw as unknown[], i) ? readName((raw as unknown[])[i]) : null;
    if (name === null) refuse({ kind: 'name', key: String(i) });
    return name;
  });
}
