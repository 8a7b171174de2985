/**
 * The Rolit table's start form as data: the modes it offers, the form a new visitor finds, the seats whose names it
 * asks for, and the match its choices start (seats, colours, rounds and names checked against the edition's rules for
 * which boards suit which tables). Drawn by src/components/rolit/RolitStartForm.tsx.
 */
import { boardSuits, coloursFor, edition, soloColours } from '../../machines/rolit/rules/editions';
import type { Colour } from '../../machines/rolit/rules/types';
import { cleanName } from '../kit/seatName';
import type { Mode, RolitConfig, SeatKind } from './rolitSave';

/** The modes the form offers, in its order. */
export const MODES: readonly Mode[] = ['bots', 'hotseat', 'solo'];

/** The form as a new visitor finds it. */
export const defaultForm = (): RolitConfig => ({
  mode: 'bots',
  players: 2,
  size: 8,
  adjacency: 8,
  edition: 'standard',
  colourChoice: 0,
  rounds: 2,
  seed: '',
  seats: {},
  timer: false,
});

/** The colour lists the edition lets this many players choose between (two in the Spanish two-player game). */
export function choicesFor(form: RolitConfig): readonly (readonly Colour[])[] {
  return edition(form.edition).colours[form.players];
}

/** The colours whose seats the form asks a name for: every colour at a shared screen, yours against bots, none in solo. */
export function namedColours(form: RolitConfig): Colour[] {
  if (form.mode === 'solo') return [];
  // The list the edition (and the choice) seats, as the seats are given at the start.
  const lists = choicesFor(form);
  const colours = [...((lists.length > 1 ? lists[form.colourChoice ?? 0] : undefined) ?? lists[0] ?? [])];
  return form.mode === 'bots' ? colours.slice(0, 1) : colours;
}

/** The colours of a match started with `config` (solo: two colours, one person). */
export function coloursOf(config: RolitConfig): Colour[] {
  return config.mode === 'solo' ? soloColours() : coloursFor(config.players, config.edition, config.colourChoice ?? 0);
}

/** Who plays each colour: against bots the first colour is the person's and the others the bots', else every colour a person's. */
export function seatsFor(mode: Mode, colours: Colour[]): Partial<Record<Colour, SeatKind>> {
  const seats: Partial<Record<Colour, SeatKind>> = {};
  colours.forEach((c, i) => (seats[c] = mode === 'bots' && i > 0 ? 'bot' : 'human'));
  return seats;
}

/** The match the form's choices start, seats included; null when the board does not suit the table. */
export function configFromForm(form: RolitConfig): RolitConfig | null {
  const playersN = form.mode === 'solo' ? 2 : form.players;
  if (!boardSuits(form.size, form.mode === 'solo' ? 'solo' : form.players, form.edition)) return null;
  const colourChoice = choicesFor(form).length > 1 ? form.colourChoice ?? 0 : 0;
  const colours = coloursOf({ ...form, colourChoice });
  const rounds = Math.max(1, Math.min(12, Math.floor(Number(form.rounds) || 1)));
  // Only the names of seats people play, cleaned; a field left empty leaves its seat to its colour (and no names, no field).
  const { names: typed, ...rest } = form;
  const names: Partial<Record<Colour, string>> = {};
  for (const c of namedColours(form)) {
    const name = cleanName(typed?.[c]);
    if (name) names[c] = name;
  }
  return {
    ...rest, players: playersN as 2 | 3 | 4, colourChoice, rounds, seats: seatsFor(form.mode, colours), timer: !!form.timer,
    ...(Object.keys(names).length ? { names } : {}),
  };
}
