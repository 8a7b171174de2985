/**
 * Small parts the Steam Rollers position editor's zones share: a seat's name, a labelled choice, and the runner's
 * refusal shown beside the zone it names (the message is the runner's own; nothing here checks the position).
 */
import type { ComponentChildren } from 'preact';
import { fmt, type Strings } from '../kit/fmt';

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

/** The runner's message, where it belongs; `lead` says what it is about when the zone holds more than one thing. */
export function ZoneError({ id, t, text, lead }: { id: string; t: Strings; text: string | null; lead?: string }) {
  if (!text) return null;
  return (
    <p id={id} class="chk-sr-refused" data-testid={id} style={{ borderInlineStart: '4px solid var(--rc-blocked)', paddingInlineStart: '0.5rem' }}>
      <strong>{lead ?? fmt(t, 'sr.ed.refused')}</strong> <code class="chk-reason">{text}</code>
    </p>
  );
}

/** A labelled select over `options` ([value, text] pairs). */
export function Choice({ label, value, options, onChange, children }: { label: string; value: string; options: readonly (readonly [string, string])[]; onChange: (v: string) => void; children?: ComponentChildren }) {
  return (
    <label class="chk-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
      {children}
    </label>
  );
}

/** The seats of a table as choices, optionally after a "none" choice (`none`: its value and text). */
export function seatChoices(t: Strings, names: readonly string[], none?: readonly [string, string]): [string, string][] {
  const seats = names.map((name, i): [string, string] => [String(i), seatName(t, i, name)]);
  return none ? [[none[0], none[1]], ...seats] : seats;
}
