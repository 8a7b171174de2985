/** The round around the dice: the roll, and the test at its end. */
import { nextInt } from '../../shared/rng';
import { isRegionFull } from './build';
import { anyCubeHasRoute } from './deliver';
import { CITIES, REGIONS } from './map';
import { why } from './refusal';
import { scoreGame } from './scoring';
import { withLog } from './state';
import type { Refusal, SteamState } from './types';

/**
 * The start player takes the black die and white dice numbering one more than
 * the players; any spare white dice stay out of the game. (Here, beside the
 * roll that uses them every round, rather than in ./setup.ts: a page that
 * only replays moves then loads no setup code.)
 * @rule S4
 */
export function whiteDiceFor(players: number): number {
  return players + 1;
}

/** Supply cities needed empty to end the game. */
export const EMPTY_CITIES_TO_END = 3;

const isFace = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;

export function explainRoll(s: SteamState, white?: unknown, black?: unknown): Refusal | null {
  const count = whiteDiceFor(s.options.players);
  if (white !== undefined && (!Array.isArray(white) || white.length !== count || !white.every(isFace))) {
    return why('RD1', 'dice.white', { count, given: JSON.stringify(white) });
  }
  if (black !== undefined && !isFace(black)) return why('RD1', 'dice.black', { given: JSON.stringify(black) });
  return null;
}

/**
 * The start player rolls every die (the results come with the event, or
 * from the game's seeded generator); the black die is set on its place on
 * the supply board where everyone can read it.
 * @rule RD1
 */
export function rollDice(s: SteamState, white?: number[], black?: number): SteamState {
  let rng = s.rng;
  const roll = (): number => {
    let k: number;
    [k, rng] = nextInt(rng, 6);
    return k + 1;
  };
  const values = white ? white.slice() : Array.from({ length: whiteDiceFor(s.options.players) }, roll);
  const b = black ?? roll();
  const next: SteamState = { ...s, rng, dice: { white: values.map((value) => ({ value, by: null, spent: false })), black: b } };
  return withLog(next, { t: 'roll', player: s.start, white: values, black: b });
}

// Stryker disable next-line ArrayDeclaration: every city has its supply list (setup, checked positions), so the empty default is never used
export const emptyCities = (s: SteamState): number[] => CITIES.filter((c) => (s.supply[c] ?? []).length === 0);

/** Every sheet drawn full (the first half of ruling C.5 #17). */
export const allSheetsFull = (s: SteamState): boolean => s.players.every((p) => REGIONS.every((g) => isRegionFull(p.tracks, g.id)));

/**
 * When a round ends, so does the game if three or more supply cities are
 * empty (cities empty since setup count too, ruling C.5 #12). It also ends
 * when no sheet has a hex left to draw and no cube left can reach a city of
 * its colour on anyone's sheet (ruling C.5 #17). Otherwise the marker passes
 * to the left and a new round begins.
 * @rule RD4
 */
export function endingReason(s: SteamState): 'supply' | 'stuck' | null {
  if (emptyCities(s).length >= EMPTY_CITIES_TO_END) return 'supply';
  if (allSheetsFull(s) && !anyCubeHasRoute(s)) return 'stuck';
  return null;
}

/** The round ends: it is written in the log whether the game goes on. */
export function closeRound(s: SteamState): SteamState {
  const reason = endingReason(s);
  return withLog(s, { t: 'round', round: s.round, empty: emptyCities(s), over: reason !== null, reason });
}

export const isGameEnding = (s: SteamState): boolean => endingReason(s) !== null;

/** The next start player (to the left) gathers the dice for a new round. */
export function startNextRound(s: SteamState): SteamState {
  const start = (s.start + 1) % s.options.players;
  return { ...s, start, current: start, order: 0, round: s.round + 1, phase: 'roll', dice: { white: [], black: null }, turn: { die: null, used: [], actions: 0 }, steal: null };
}

/** The game is scored; asked only when the round has ended it (isGameEnding), so there is a reason. */
export function finishGame(s: SteamState): SteamState {
  return scoreGame(s, endingReason(s)!);
}
