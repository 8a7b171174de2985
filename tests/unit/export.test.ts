/**
 * Exported games replay: random seeded games written with `exportGame` pass
 * the scenario runner, a mid-game `exportPosition` reloads to the same table,
 * and a tampered export fails.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/machines/rollecate/rules/game';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame, type NewGameOptions } from '../../src/machines/rollecate/rules/setup';
import { startTurn } from '../../src/machines/rollecate/rules/game';
import type { Action, GameState } from '../../src/machines/rollecate/rules/types';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';
import { exportGame, exportPosition } from '../../src/scenario/export';
import { loadPosition, viewState } from '../../src/scenario/rollecate';
import { runScenario } from '../../src/scenario/run';

type Doc = Record<string, any>;

const GAMES: [string, NewGameOptions][] = [
  ['standard, 2 players', { variant: 'standard', players: ['Ann', 'Bob'] }],
  ['standard, 3 players', { variant: 'standard', players: ['Ann', 'Bob', 'Cy'] }],
  ['standard, 4 players', { variant: 'standard', players: ['Ann', 'Bob', 'Cy', 'Di'] }],
  ['solo', { variant: 'solo', players: ['Ann'] }],
  ['solo-hard', { variant: 'solo-hard', players: ['Ann'] }],
  ['betsy', { variant: 'betsy', players: ['Ann'] }],
  ['standard with unusual switches', {
    variant: 'standard', players: ['Ann', 'Bob'],
    rules: { passDamage: false, valueRuleInSetup: true, valueRuleTouching: true, table: { width: 9, height: 9 } },
  }],
  ['betsy, pass without effects', { variant: 'betsy', players: ['Ann'], rules: { betsyPassEffects: false } }],
  ['solo dealing to the box', { variant: 'solo', players: ['Ann'], rules: { soloDealToBox: true } }],
];

/** Plays uniformly random legal moves with a seeded chooser; returns the start, the moves and every state. */
function play(options: NewGameOptions, seed: number, rolls: 'engine' | 'all' = 'engine') {
  const start = newGame({ ...options, seed });
  let r = seedFrom(seed * 7919 + 17);
  let s = start;
  const actions: Action[] = [];
  const states: GameState[] = [start];
  while (s.phase !== 'over') {
    if (actions.length > 5000) throw new Error('game did not end');
    const moves = legalActions(s, { rolls });
    let i: number;
    [i, r] = nextInt(r, moves.length);
    const a = moves[i] as Action;
    const out = apply(s, a);
    if (!out.ok) throw new Error(out.refusal.message);
    actions.push(a);
    s = out.state;
    states.push(s);
  }
  return { start, actions, states, final: s };
}

describe('exportGame: whole games from setup replay through the scenario runner', () => {
  for (const [name, options] of GAMES) {
    it(`${name}: random seeded games PASS when replayed`, () => {
      for (const seed of [1, 2, 3, 0xfffffff1]) {
        const { start, actions, final } = play(options, seed);
        const doc = exportGame(start, actions, { title: `${name} #${seed}` }) as Doc;
        const res = runScenario(JSON.parse(JSON.stringify(doc)));
        expect(res.reason).toBeUndefined();
        expect(res.pass).toBe(true);
        // The runner's final state is the game's, not just whatever the expect step happened to list.
        expect(res.final?.box).toEqual(final.box.map((c) => c.id));
        expect(res.final?.result).toEqual(final.result);
        expect(doc.steps.at(-1).expect.phase).toBe('over');
      }
    });
  }

  it('writes every roll with explicit wheels, and the deck in draw order with the engine seed', () => {
    const { start, actions } = play(GAMES[0]![1], 5);
    const doc = exportGame(start, actions, { title: 't' }) as Doc;
    const rolls = doc.steps.filter((st: Doc) => 'roll' in st);
    expect(rolls.length).toBeGreaterThan(0);
    for (const st of rolls) expect(Number.isInteger(st.roll.wheels)).toBe(true);
    expect(doc.options.seed).toBe(start.rng >>> 0);
    expect(doc.position.railway).toEqual([]);
    expect(doc.position.drawPile).toHaveLength(55);
    expect(doc.options.rules).toBeUndefined();
  });

  it('puts cards set aside during setup first, then the card being laid (R3, ruling 12)', () => {
    // Find a seed whose first setup draws hit a chaos card.
    let seed = 1;
    let start = newGame({ variant: 'standard', players: ['Ann', 'Bob'], seed });
    while (start.setup?.aside.length === 0) start = newGame({ variant: 'standard', players: ['Ann', 'Bob'], seed: ++seed });
    const doc = exportGame(start, [], { title: 'aside' }) as Doc;
    const deck = doc.position.drawPile.map((c: Doc) => c.id);
    const aside = start.setup!.aside.map((c) => c.id);
    expect(deck.slice(0, aside.length)).toEqual(aside);
    expect(deck[aside.length]).toBe(start.setup!.card!.id);
    const loaded = loadPosition(doc.options, doc.position);
    expect(loaded.setup?.aside.map((c) => c.id)).toEqual(aside);
    expect(loaded.setup?.card?.id).toBe(start.setup!.card!.id);
  });

  it('replays a setup already under way from its log', () => {
    const { states, actions } = play({ variant: 'standard', players: ['Ann', 'Bob', 'Cy'], rules: { valueRuleInSetup: true } }, 11);
    const k = 2; // two cards laid
    const doc = exportGame(states[k]!, actions.slice(k), { title: 'mid-setup' }) as Doc;
    expect(doc.steps.slice(0, 2).every((st: Doc) => 'setup' in st)).toBe(true);
    expect(runScenario(doc).pass).toBe(true);
  });

  it('the exported seed is the engine state at setup: the post-setup shuffle replays identically (R3)', () => {
    for (const seed of [3, 4, 0x9e3779b9]) {
      const { start, states, actions } = play(GAMES[3]![1], seed);
      const setupSteps = actions.findIndex((a) => a.type !== 'setup.place');
      const afterSetup = states[setupSteps]!;
      const doc = exportGame(start, actions.slice(0, setupSteps), { title: 'setup only' }) as Doc;
      const res = runScenario(doc);
      expect(res.pass).toBe(true);
      expect(res.final?.drawPile).toEqual(afterSetup.drawPile.map((c) => c.id));
      // With another seed the shuffle differs and the replay's expect catches it.
      const other = { ...doc, options: { ...doc.options, seed: (doc.options.seed + 1) >>> 0 } };
      const bad = runScenario(other);
      expect(bad.pass).toBe(false);
      expect(bad.reason).toMatch(/expect/);
    }
  });

  it('a game played with chosen wheels (rolls: all) replays too', () => {
    for (const [, options] of GAMES.slice(0, 6)) {
      const { start, actions } = play(options, 21, 'all');
      expect(runScenario(exportGame(start, actions, { title: 'wheels' })).pass).toBe(true);
    }
  });
});

describe('exportPosition: a mid-game turn reloads to the same table', () => {
  for (const [name, options] of GAMES) {
    it(`${name}: loadPosition + draw gives the same visible state`, () => {
      if (options.rules?.table) {
        // Squares are kept when the start is taken; with a table the contract's layout from (0,0) is not the same table.
        const { states } = play(options, 8);
        const moved = states.find((s) => s.phase === 'action' && s.railway[0] && (s.railway[0].x !== 0 || s.railway[0].y !== 0));
        expect(moved).toBeDefined();
        expect(() => exportPosition(moved!)).toThrow(/table/);
        return;
      }
      let checked = 0;
      for (const seed of [8, 9]) {
        const { states } = play(options, seed);
        const turns = states.filter((s) => s.phase === 'action' || s.phase === 'betsy');
        for (const s of turns.filter((_, i) => i % 3 === 0)) {
          const doc = JSON.parse(JSON.stringify({ options: { variant: s.variant, rules: s.rules }, position: exportPosition(s) }));
          const loaded = startTurn(loadPosition(doc.options, doc.position));
          expect(viewState(loaded)).toEqual(viewState(s));
          expect(loaded.players.map((p) => p.hand)).toEqual(s.players.map((p) => p.hand));
          expect(loaded.railway.map((p) => p.card)).toEqual(s.railway.map((p) => p.card));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    });
  }

  it('a game exported from mid-game replays to the same end', () => {
    for (const [, options] of GAMES.slice(0, 6)) {
      const { states, actions } = play(options, 13);
      const k = states.findIndex((s, i) => i > 30 && (s.phase === 'action' || s.phase === 'betsy'));
      const doc = exportGame(states[k]!, actions.slice(k), { title: 'from mid-game' }) as Doc;
      expect(doc.position.railway.length).toBeGreaterThan(0);
      const res = runScenario(JSON.parse(JSON.stringify(doc)));
      expect(res.reason).toBeUndefined();
    }
  });

  it('refuses a state that is not at the start of a turn', () => {
    const { states } = play(GAMES[0]![1], 3);
    const roll = states.find((s) => s.phase === 'roll')!;
    expect(() => exportPosition(roll)).toThrow(/phase "roll"/);
  });
});

describe('a tampered export fails', () => {
  const { start, actions } = play(GAMES[0]![1], 4);
  const good = exportGame(start, actions, { title: 'good' }) as Doc;
  const clone = (): Doc => JSON.parse(JSON.stringify(good));

  it('the untouched export passes (control)', () => {
    expect(runScenario(clone()).pass).toBe(true);
  });

  it('a changed expected box FAILs naming the box', () => {
    const doc = clone();
    doc.steps.at(-1).expect.box.pop();
    const res = runScenario(doc);
    expect(res.pass).toBe(false);
    expect(res.reason).toMatch(/box/);
  });

  it('a changed expected result FAILs', () => {
    const doc = clone();
    doc.steps.at(-1).expect.result.scores[0] += 1;
    expect(runScenario(doc).pass).toBe(false);
  });

  it('a changed roll FAILs (refused or a different end)', () => {
    const doc = clone();
    const roll = doc.steps.find((st: Doc) => 'roll' in st && st.roll.wheels > 0);
    roll.roll.wheels -= 1;
    expect(runScenario(doc).pass).toBe(false);
  });

  it('a dropped move FAILs', () => {
    const doc = clone();
    const i = doc.steps.findIndex((st: Doc) => 'pass' in st || 'build' in st);
    doc.steps.splice(i, 1);
    expect(runScenario(doc).pass).toBe(false);
  });

  it('marks a refused move as rejected, and lastRejected makes an accepted move fail', () => {
    const s = startTurn(start);
    const withRefusal = exportGame(start, [{ type: 'turn.pass' }, ...actions], { title: 'refused first' }) as Doc;
    expect(s.phase).toBe('setup');
    expect(withRefusal.steps[0]).toEqual({ pass: true, rejected: 'R2' }); // no pass during setup
    expect(runScenario(withRefusal).pass).toBe(true);
    const accepted = exportGame(start, actions.slice(0, 1), { title: 'accepted', lastRejected: true }) as Doc;
    const res = runScenario(accepted);
    expect(res.pass).toBe(false);
    expect(res.reason).toMatch(/expected the engine to refuse/);
  });
});
