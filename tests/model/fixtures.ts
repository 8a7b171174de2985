/**
 * Starting positions for the model-based exploration. Each is small enough to
 * explore to the end of the game and together they reach every state node and
 * every transition of the chart (the test asserts that).
 */
import { loadPosition } from '../../src/scenario/rollecate';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import type { GameState } from '../../src/machines/rollecate/rules/types';

const t = (id: string, value: number, shape: 'straight' | 'curve', extra: object = {}) => ({ id, value, shape, ...extra });
const laid = (id: string, value: number, shape: 'straight' | 'curve', turn: string, extra: object = {}) => ({ ...t(id, value, shape, extra), turn });
const chaos = (id: string, value: number) => ({ id, value, chaos: true });

export interface Fixture {
  name: string;
  /** Built when read (a getter): inside a test, not while the test file loads. */
  readonly state: GameState;
  /** Stop exploring past states where this holds (keeps setup's exploration to the setup itself). */
  stopWhen?: (s: GameState) => boolean;
}

export function fixtures(): Fixture[] {
  return [
    {
      name: 'setup of a two-player game',
      get state() {
        return newGame({ variant: 'standard', players: ['Ann', 'Bob'], seed: 7, start: 0 });
      },
      stopWhen: (s) => s.phase !== 'setup',
    },
    {
      name: 'two players, last two cards: pass, build, derail, broken track, chaos, chained discards',
      get state() {
        return loadPosition({ variant: 'standard' }, {
          railway: [laid('r1', 2, 'straight', 'straight'), laid('r2', 3, 'straight', 'straight', { broken: true }), laid('r3', 3, 'curve', 'left')],
          train: 'r1',
          drawPile: [t('d1', 2, 'curve'), t('d2', 3, 'straight')],
          players: [
            { name: 'Ann', hand: [t('h1', 4, 'straight'), chaos('x1', 2)], discard: [t('p1', 2, 'straight')] },
            { name: 'Bob', hand: [t('h2', 2, 'straight')], discard: [t('p2', 3, 'curve')] },
          ],
          current: 0,
        });
      },
    },
    {
      name: 'train on the first card: nothing can be taken',
      get state() {
        return loadPosition({ variant: 'standard' }, {
          railway: [laid('r1', 1, 'straight', 'straight'), laid('r2', 1, 'straight', 'straight')],
          train: 'r1',
          drawPile: [t('d1', 1, 'straight')],
          players: [
            { name: 'Ann', hand: [t('h1', 1, 'straight')], discard: [] },
            { name: 'Bob', hand: [], discard: [] },
          ],
          current: 0,
        });
      },
    },
    {
      name: 'hard solo on the edge: a fourth derailment loses',
      get state() {
        return loadPosition({ variant: 'solo-hard' }, {
          railway: [laid('r1', 2, 'straight', 'straight'), laid('r2', 2, 'straight', 'straight')],
          train: 'r2',
          drawPile: [t('d1', 1, 'straight'), t('d2', 2, 'straight')],
          players: [{ name: 'Solo', hand: [t('h1', 2, 'straight')], discard: [] }],
          current: 0,
          derailments: [3],
        });
      },
    },
    {
      name: 'Betsy draws a chaos card, then a card she builds and derails with',
      get state() {
        return loadPosition({ variant: 'betsy' }, {
          railway: [laid('r1', 3, 'straight', 'straight'), laid('r2', 3, 'straight', 'straight', { broken: true })],
          train: 'r1',
          drawPile: [chaos('x1', 2), t('d1', 1, 'straight'), t('d2', 3, 'curve')],
          players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Betsy', hand: [], discard: [t('b1', 2, 'straight')] }],
          current: 1,
        });
      },
    },
    {
      name: 'Betsy cannot build and passes (with the pass effects)',
      get state() {
        return loadPosition({ variant: 'betsy' }, {
          railway: [laid('r1', 4, 'straight', 'straight'), laid('r2', 4, 'straight', 'straight')],
          train: 'r1',
          drawPile: [t('d1', 2, 'curve'), t('d2', 1, 'straight')],
          players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Betsy', hand: [], discard: [] }],
          current: 1,
        });
      },
    },
    {
      name: 'Betsy cannot build and only boxes her card (switch betsyPassEffects off)',
      get state() {
        return loadPosition({ variant: 'betsy', rules: { betsyPassEffects: false } }, {
          railway: [laid('r1', 4, 'straight', 'straight'), laid('r2', 4, 'straight', 'straight')],
          train: 'r1',
          drawPile: [t('d1', 2, 'curve'), t('d2', 1, 'straight')],
          players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Betsy', hand: [], discard: [] }],
          current: 1,
        });
      },
    },
  ];
}
