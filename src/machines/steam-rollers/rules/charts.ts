/**
 * Medium and Hard games: a die roll picks a chart of blocked borders ("big
 * walls") that every player marks on their sheet. The charts are printed on
 * the setup aid and not given in the text, so these are a RECONSTRUCTION
 * (rules analysis C.6): a border is the whole boundary between two touching
 * regions, named "a-b" by their city numbers; Medium blocks two, Hard four.
 * They are picked so that they matter (only long borders, never one of the
 * single-side corners) and so that every region can still be reached from
 * every other one (a test checks this against the map).
 */
import { type Side } from './hex';
import { borderId, crossesRegions } from './map';
import type { Difficulty } from './types';

export const CHARTS: Readonly<Record<'medium' | 'hard', Readonly<Record<number, readonly string[]>>>> = {
  medium: {
    1: ['1-3', '2-4'],
    2: ['3-4', '1-6'],
    3: ['3-5', '4-6'],
    4: ['1-3', '2-5'],
    5: ['3-4', '2-4'],
    6: ['1-6', '3-5'],
  },
  hard: {
    1: ['1-3', '3-5', '2-4', '1-6'],
    2: ['1-3', '4-6', '3-4', '2-5'],
    3: ['3-5', '4-6', '2-4', '3-4'],
    4: ['1-3', '1-6', '3-4', '2-5'],
    5: ['1-3', '3-5', '4-6', '2-4'],
    6: ['2-4', '1-6', '3-4', '2-5'],
  },
};

/** The blocked borders: none in the basic game. */
export type Walls = ReadonlySet<string>;

export const NO_WALLS: Walls = new Set<string>();

/** The walls of each chart, made once (see `wallsFor`). */
const WALLS_MADE = new Map<readonly string[], Walls>();

/**
 * In a Medium or Hard game the chart rolled at setup blocks some borders: no
 * cargo crosses them and a connection across one scores nothing (network.ts,
 * deliver.ts and scoring.ts ask `isWall`). Under the French reading no track
 * may be drawn across one either (build.ts).
 * @rule S6
 */
export function wallsFor(difficulty: Difficulty, chart: number | null): Walls {
  if (difficulty === 'none' || chart === null) return NO_WALLS;
  const list = CHARTS[difficulty][chart];
  if (!list) throw new Error(`there is no ${difficulty} chart ${chart} (charts 1–6)`);
  // One set per chart, made once: every rule asks for the walls many times a move.
  let walls = WALLS_MADE.get(list);
  if (!walls) WALLS_MADE.set(list, (walls = new Set(list)));
  return walls;
}

/** True when leaving hex `key` across `side` crosses a blocked border. */
export function isWall(walls: Walls, key: string, side: Side): boolean {
  // Stryker disable next-line ConditionalExpression: a shortcut for the basic game; with no walls the lookup below answers false too
  if (walls.size === 0) return false;
  const pair = crossesRegions(key, side);
  return pair !== null && walls.has(borderId(pair[0], pair[1]));
}
