/**
 * Small parts the Steam Rollers position editor's zones share: a seat's name and the seats as choices, and the
 * editor's layout rules (the labelled choice and the runner's refusal beside a zone are the kit's: kit/editor/editorForm.tsx).
 */
import { fmt, type Strings } from '../../play/kit/fmt';

/*
 * The editor's few layout rules are written on its elements, not in a style sheet: the site puts every style sheet a
 * page may load into the page's HTML, and the checker's HTML is at its ceiling; these ship with the editor instead.
 */
/** A row of fields that wraps. */
export const ROW = { display: 'flex', flexWrap: 'wrap', gap: '0 1rem', alignItems: 'center' } as const;
/** A row of the cubes' grid: the place, a column per colour, the total. */
export const CUBE_ROW = { display: 'grid', gridTemplateColumns: 'minmax(7rem, 1.6fr) repeat(6, minmax(2.6rem, 1fr))', gap: '0.25rem', alignItems: 'center' } as const;

/** The most points one delivery scores (the loader's MAX_DELIVERY_POINTS: five connections through six towns, plus card 3b's 2). */
export const MAX_POINTS = 13;

/** "Player 2", or "Player 2 (Ann)" for a named seat. */
export function seatName(t: Strings, seat: number, name = ''): string {
  const n = fmt(t, 'sr.ed.seat', { n: seat + 1 });
  return name.trim() ? `${n} (${name.trim()})` : n;
}

/** The seats of a table as choices, optionally after a "none" choice (`none`: its value and text). */
export function seatChoices(t: Strings, names: readonly string[], none?: readonly [string, string]): [string, string][] {
  const seats = names.map((name, i): [string, string] => [String(i), seatName(t, i, name)]);
  return none ? [[none[0], none[1]], ...seats] : seats;
}
