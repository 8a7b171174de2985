/**
 * The invariant checker itself: silent on every state of random legal games,
 * and it flags each kind of deliberately corrupted state. Without the second
 * half the property tests and the fuzzer could pass by checking nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_SIZE } from '../../src/machines/rollecate/rules/deck';
import { apply } from '../../src/machines/rollecate/rules/game';
import { place } from '../../src/machines/rollecate/rules/geometry';
import { checkInvariants } from '../../src/machines/rollecate/rules/invariants';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import { cloneState } from '../../src/machines/rollecate/rules/state';
import type { GameState, Variant } from '../../src/machines/rollecate/rules/types';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';

const SETUPS: [Variant, number][] = [['standard', 2], ['standard', 3], ['standard', 4], ['solo', 1], ['solo-hard', 1], ['betsy', 1]];

/** Every state of one random legal game. */
function states(setup: [Variant, number], seed: number, chooser: number): GameState[] {
  const [variant, n] = setup;
  let s = newGame({ variant, players: ['Ann', 'Bob', 'Cy', 'Di'].slice(0, n), seed });
  const out = [s];
  let r = seedFrom(chooser);
  while (s.phase !== 'over' && out.length < 5000) {
    const moves = legalActions(s, { rolls: 'engine' });
    let i: number;
    [i, r] = nextInt(r, moves.length);
    const res = apply(s, moves[i]!);
    if (!res.ok) throw new Error(res.refusal.message);
    s = res.state;
    out.push(s);
  }
  return out;
}

type Corruption = (s: GameState) => GameState | null;

/** Each corruption breaks one invariant, or returns null when the state offers nothing to break. */
const CORRUPTIONS: Record<string, Corruption> = {
  'a card in two places (R1)': (s) => {
    const t = cloneState(s);
    const c = t.drawPile[0] ?? t.box[0];
    if (!c) return null;
    t.players[0]!.discard.push(c);
    return t;
  },
  'a card lost (R1)': (s) => {
    const t = cloneState(s);
    if (!t.box.length) return null;
    t.box.pop();
    return t;
  },
  'two railway cards on one square (R25c)': (s) => {
    const t = cloneState(s);
    const [a, b] = t.railway;
    if (!a || !b) return null;
    t.railway[1] = { ...b, x: a.x, y: a.y };
    return t;
  },
  'a card not beyond its predecessor\'s exit (R25b)': (s) => {
    const t = cloneState(s);
    const last = t.railway[t.railway.length - 1];
    if (!last || t.railway.length < 2) return null;
    t.railway[t.railway.length - 1] = { ...last, x: last.x + 5, y: last.y - 7 };
    return t;
  },
  'a straight card laid as a curve (R25b)': (s) => {
    const t = cloneState(s);
    const at = t.railway.findIndex((p) => p.card.shape === 'straight');
    if (at < 0) return null;
    t.railway[at] = { ...t.railway[at]!, turn: 'left' };
    // Lay the rest out again behind it, so that only the turn itself is wrong (and perhaps an overlap).
    for (let i = at + 1; i < t.railway.length; i++) t.railway[i] = place(t.railway.slice(0, i), t.railway[i]!.card, t.railway[i]!.turn);
    return t;
  },
  'the train off the railway (R5, R28)': (s) => {
    if (s.phase === 'setup') return null;
    const t = cloneState(s);
    t.train = t.drawPile[0]?.id ?? 'nowhere';
    return t;
  },
  'pending penalty cards outside the discard phase (R19)': (s) => {
    if (s.phase === 'discard') return null;
    const t = cloneState(s);
    const c = t.drawPile.shift();
    if (!c) return null;
    t.pending.push(c);
    return t;
  },
  'a result before the game is over (R33)': (s) => {
    if (s.phase === 'over') return null;
    return { ...cloneState(s), result: { scores: [0], cards: [0], winners: [0], lost: false } };
  },
  'no result at the end (R35)': (s) => (s.phase === 'over' ? { ...cloneState(s), result: null } : null),
  'dice owed outside the roll phase (R27)': (s) => (s.phase === 'roll' ? { ...cloneState(s), dice: 0 } : { ...cloneState(s), dice: 3 }),
  'a negative derailment count (R39)': (s) => {
    const t = cloneState(s);
    t.derailments[0] = -1;
    return t;
  },
};

describe('checkInvariants', () => {
  it('R1, R25c, R5: finds nothing wrong on any state of random legal games', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), fc.integer({ min: 0, max: 0xffffffff }), fc.nat(), (setup, seed, chooser) => {
        for (const s of states(setup, seed, chooser)) expect(checkInvariants(s, DECK_SIZE)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('R1, R25c, R5, R19, R27, R33: flags every kind of corrupted state', () => {
    const flagged = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...SETUPS), fc.integer({ min: 0, max: 0xffffffff }), fc.nat(), fc.nat(), fc.constantFrom(...Object.keys(CORRUPTIONS)),
        (setup, seed, chooser, at, name) => {
          const all = states(setup, seed, chooser);
          const s = name.startsWith('no result') ? all[all.length - 1]! : all[at % all.length]!;
          const bad = CORRUPTIONS[name]!(s);
          if (!bad) return;
          const found = checkInvariants(bad, DECK_SIZE);
          expect(found.length, `${name} was not flagged`).toBeGreaterThan(0);
          flagged.set(name, (flagged.get(name) ?? 0) + 1);
        },
      ),
      { numRuns: 200 },
    );
    for (const name of Object.keys(CORRUPTIONS)) expect(flagged.get(name) ?? 0, name).toBeGreaterThan(0);
  });

  it('R1: the deck size is only checked when given', () => {
    const s = newGame({ seed: 3 });
    const t = cloneState(s);
    t.box.push({ id: 'extra', value: 1, shape: 'straight' });
    expect(checkInvariants(t)).toEqual([]);
    expect(checkInvariants(t, DECK_SIZE)).toEqual(['the game holds 56 different cards, not 55']);
  });

  it('R25c: the first card may lie anywhere once the railway\'s start was taken (positions are kept)', () => {
    const all = states(['standard', 2], 7, 7);
    const shifted = all.find((s) => s.phase !== 'setup' && s.railway[0] && (s.railway[0].x !== 0 || s.railway[0].y !== 0));
    expect(shifted).toBeDefined();
    expect(checkInvariants(shifted!, DECK_SIZE)).toEqual([]);
  });
});

describe('checkInvariants names what is wrong', () => {
  /** A 2-player game just set up (seed 3): 2s4, 1s2, 4c6 (turning right), 4c1; the train on 4c6; Ann (seat 1) to act. */
  const ready = (): GameState => {
    let s = newGame({ seed: 3, players: ['Ann', 'Bob'] });
    while (s.phase === 'setup') {
      const out = apply(s, { type: 'setup.place' });
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
    return s;
  };
  const check = (change: (t: GameState) => void, deckSize?: number) => {
    const t = cloneState(ready());
    change(t);
    return checkInvariants(t, deckSize);
  };

  it('R1, R25b, R25c: cards in two places, chaos or misturned cards on the railway, overlaps and cards off the table', () => {
    expect(check(() => undefined, DECK_SIZE)).toEqual([]);
    expect(check((t) => t.players[0]!.discard.push(t.drawPile[0]!))).toEqual([`card ${ready().drawPile[0]!.id} is in 2 places: drawPile, discard0`]);
    expect(check((t) => (t.railway[1] = { ...t.railway[1]!, card: { id: 'x9', value: 1, chaos: true } }))).toEqual(['chaos card x9 lies on the railway']);
    expect(check((t) => (t.railway[1] = { ...t.railway[1]!, turn: 'left' }))).toEqual([
      'railway card 1s2 (straight) is laid "left"',
      'railway card 4c6 is at (2,0) heading 0, but the square beyond 1s2 is (1,1) heading 1',
    ]);
    expect(check((t) => (t.railway[3] = { ...t.railway[3]!, x: 1, y: 0, dir: 0 }))).toEqual([
      'railway cards 1s2 and 4c1 both lie on square (1,0)',
      'railway card 4c1 is at (1,0) heading 0, but the square beyond 4c6 is (2,-1) heading 3',
    ]);
    // A card one step off in x alone, in y alone, or heading the wrong way alone, is each flagged (R25b).
    expect(check((t) => (t.railway[3] = { ...t.railway[3]!, x: 3 }))).toEqual(['railway card 4c1 is at (3,-1) heading 3, but the square beyond 4c6 is (2,-1) heading 3']);
    expect(check((t) => (t.railway[3] = { ...t.railway[3]!, y: -2 }))).toEqual(['railway card 4c1 is at (2,-2) heading 3, but the square beyond 4c6 is (2,-1) heading 3']);
    expect(check((t) => (t.railway[3] = { ...t.railway[3]!, dir: 0 }))).toEqual(['railway card 4c1 is at (2,-1) heading 0, but the square beyond 4c6 is (2,-1) heading 3']);
    expect(check((t) => (t.rules = { ...t.rules, table: { width: 3, height: 3 } }))).toEqual(['railway card 4c6 at (2,0) lies off the table', 'railway card 4c1 at (2,-1) lies off the table']);
    // A 7×7 table holds the same railway: nothing is flagged.
    expect(check((t) => (t.rules = { ...t.rules, table: { width: 7, height: 7 } }))).toEqual([]);
  });

  it('R2: during setup the first card lies at (0,0) heading east, and the train is not yet on the table', () => {
    const s = newGame({ seed: 3, players: ['Ann', 'Bob'] });
    const one = apply(s, { type: 'setup.place' });
    if (!one.ok) throw new Error(one.refusal.message);
    const t = cloneState(one.state);
    t.railway[0] = { ...t.railway[0]!, y: 1 };
    expect(checkInvariants(t)).toEqual(['the first card 2s4 of the initial railway is at (0,1) heading 0, not at (0,0) heading east']);
    t.railway[0] = { ...t.railway[0]!, y: 0, dir: 1 };
    expect(checkInvariants(t)).toEqual(['the first card 2s4 of the initial railway is at (0,0) heading 1, not at (0,0) heading east']);
    t.railway[0] = { ...t.railway[0]!, x: -1, dir: 0 };
    expect(checkInvariants(t)).toHaveLength(1);
    expect(checkInvariants({ ...one.state, train: '2s4' })).toEqual(['the train (2s4) is on the table before setup is finished']);
    expect(checkInvariants({ ...one.state, phase: 'action' })).toEqual(['the train (null) is not on a railway card', 'setup progress left in phase "action"']);
    expect(checkInvariants({ ...one.state, setup: null })).toEqual(['phase "setup" without setup progress']);
  });

  it('R5, R19, R27, R33: the train, pending cards, dice, owed cards and the result each in their phase', () => {
    expect(check((t) => (t.train = 'nowhere'))).toEqual(['the train ("nowhere") is not on a railway card']);
    expect(check((t) => (t.phase = 'discard'))).toEqual(['phase "discard" with no pending penalty cards']);
    expect(check((t) => t.pending.push(t.drawPile.shift()!))).toEqual(['1 penalty cards pending in phase "action"']);
    expect(check((t) => (t.phase = 'over'))).toEqual(['the game is over without a result']);
    expect(check((t) => (t.result = { scores: [0, 0], cards: [0, 0], winners: [0, 1], lost: false }))).toEqual(['a result exists in phase "action"']);
    expect(check((t) => (t.dice = 2))).toEqual(['2 dice owed in phase "action"']);
    expect(check((t) => (t.phase = 'roll'))).toEqual(['0 dice owed in phase "roll"']);
    expect(check((t) => ((t.phase = 'roll'), (t.dice = 1.5)))).toEqual(['dice owed is 1.5']);
    expect(check((t) => (t.dice = -1))).toEqual(['dice owed is -1']);
    expect(check((t) => (t.owed = 2))).toEqual(['2 penalty cards owed but not taken in phase "action"']);
    expect(check((t) => ((t.owed = 2), (t.phase = 'over'), (t.result = { scores: [0, 0], cards: [0, 0], winners: [0, 1], lost: false })))).toEqual([]);
  });

  it('R10, R39, R41: one whole derailment count per player, a seat that exists, and Betsy holding at most her drawn card', () => {
    expect(check((t) => t.derailments.push(0))).toEqual(['3 derailment counts for 2 players']);
    expect(check((t) => (t.derailments[1] = 0.5))).toEqual(['player 1 has 0.5 derailments']);
    for (const seat of [-1, 2, 0.5]) expect(check((t) => (t.current = seat))).toEqual([`current seat ${seat} does not exist`]);
    const betsy = (t: GameState) => (t.players[1] = { ...t.players[1]!, betsy: true });
    expect(check(betsy)).toEqual(['Betsy (seat 1) holds 3 cards']);
    expect(check((t) => (betsy(t), t.players[1]!.hand.splice(1)))).toEqual([]);
    expect(check((t) => (betsy(t), (t.phase = 'over'), (t.result = { scores: [0, 0], cards: [0, 0], winners: [0], lost: false })))).toEqual([]);
  });
});
