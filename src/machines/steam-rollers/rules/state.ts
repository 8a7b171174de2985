/** Small read-only helpers over the state shared by the rule modules. */
import { CARD_SIDES, sideOf, type CardSide } from './cards';
import { wallsFor, type Walls } from './charts';
import { appendLog } from '../../shared/logbook';
import type { CardState, Colour, LogEntry, Sheet, SteamState, WhiteDie } from './types';

export function sheetOf(s: SteamState, seat: number): Sheet {
  const p = s.players[seat];
  if (!p) throw new Error(`there is no seat ${seat}`);
  return p;
}

export const currentSheet = (s: SteamState): Sheet => sheetOf(s, s.current);

/** The side of card `n` in this game (fixed at setup). */
export function sideInPlay(s: SteamState, n: number): CardSide {
  const c = s.cards[n - 1];
  if (!c) throw new Error(`there is no card ${n}`);
  return sideOf(n, c.face);
}

export function cardState(s: SteamState, n: number): CardState {
  const c = s.cards[n - 1];
  if (!c) throw new Error(`there is no card ${n}`);
  return c;
}

/** True when `seat` holds the card whose side in play is `side` (false when the other side is in play). */
export function holds(s: SteamState, seat: number, side: CardSide): boolean {
  const n = CARD_SIDES[side].card;
  const c = s.cards[n - 1];
  return !!c && c.holder === seat && sideOf(n, c.face) === side;
}

/** The seat holding `side`, or null (also when the other side is in play). */
export function holderOf(s: SteamState, side: CardSide): number | null {
  const n = CARD_SIDES[side].card;
  const c = s.cards[n - 1];
  return c && sideOf(n, c.face) === side ? c.holder : null;
}

/** The card sides a seat holds. */
export function heldSides(s: SteamState, seat: number): CardSide[] {
  return s.cards.flatMap((c, i) => (c.holder === seat ? [sideOf(i + 1, c.face)] : []));
}

/** The die the current player holds, if any. */
export function dieInHand(s: SteamState): WhiteDie | null {
  // Stryker disable next-line ConditionalExpression: white[null] is undefined, so without the test the answer is null as well
  return s.turn.die === null ? null : (s.dice.white[s.turn.die] ?? null);
}

export const wallsOf = (s: SteamState): Walls => wallsFor(s.options.difficulty, s.options.chart);

/** The seat at position `k` of this round's order. */
export const seatAt = (s: SteamState, k: number): number => (s.start + k) % s.options.players;

export const COLOUR_ORDER: readonly Colour[] = ['yellow', 'red', 'purple', 'blue', 'grey'];

export function sortCubes(cubes: readonly Colour[]): Colour[] {
  return cubes.slice().sort((a, b) => COLOUR_ORDER.indexOf(a) - COLOUR_ORDER.indexOf(b));
}

/** A copy of the state with one seat's sheet replaced (the others are shared). */
export function withSheet(s: SteamState, seat: number, sheet: Sheet): SteamState {
  const players = s.players.slice();
  players[seat] = sheet;
  return { ...s, players };
}

/** A copy of the state with one card's state replaced. */
export function withCard(s: SteamState, n: number, card: CardState): SteamState {
  const cards = s.cards.slice();
  cards[n - 1] = card;
  return { ...s, cards };
}

/** A copy of the state with one white die replaced. */
export function withDie(s: SteamState, index: number, die: WhiteDie): SteamState {
  const white = s.dice.white.slice();
  white[index] = die;
  return { ...s, dice: { ...s.dice, white } };
}

/** A copy of the state with entries added to its log (cheap: see shared/logbook.ts). */
export function withLog(s: SteamState, ...entries: LogEntry[]): SteamState {
  return { ...s, log: appendLog(s.log, ...entries) };
}
