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
