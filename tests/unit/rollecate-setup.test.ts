/**
 * Rollecate's setup (R1–R9, R38, R40) clause by clause, at the edges each clause draws: each test
 * fails when the clause it names is weakened (found by mutation testing, `npm run mutate -- rollecate`).
 */
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/machines/rollecate/rules/game';
import { drawSetupCard, explainSetupPlace, finishSetup, isSetupDone, newGame, placeSetupCard } from '../../src/machines/rollecate/rules/setup';
import type { Card, GameState, LogEntry } from '../../src/machines/rollecate/rules/types';
import { logEntries } from '../../src/machines/shared/logbook';
import { chaos, ids, play, railIds, track } from './helpers';

const entries = (s: GameState): LogEntry[] => logEntries(s.log);

/** Thirty straight 1s and 2s, alternating, after the given cards: a pile long enough for any setup. */
const pileAfter = (...first: object[]) => [...first, ...Array.from({ length: 40 }, (_, i) => track(`f${i}`, 1 + (i % 2)))] as Card[];

/** A fresh game whose draw pile is exactly `deck` in this order (the seeded shuffle undone), seat `start` to place first. */
function withPile(deck: Card[], options: Parameters<typeof newGame>[0] = {}): GameState {
  const s = newGame({ deck, seed: 5, start: 0, ...options });
  return drawSetupCard({ ...s, drawPile: deck.slice(), setup: { ...s.setup!, card: null, aside: [] } });
}

describe('R4, R6, R38, R40: who plays', () => {
  it('R4, R6: a standard game has two to four players (the setup rules name no other count); one or five is refused', () => {
    expect(() => newGame({ players: ['A'] })).toThrow(/2 to 4 players/);
    expect(() => newGame({ players: ['A', 'B', 'C', 'D', 'E'] })).toThrow(/2 to 4 players/);
    expect(newGame({ players: ['A', 'B'] }).players).toHaveLength(2);
    expect(newGame({ players: ['A', 'B', 'C', 'D'] }).players).toHaveLength(4);
  });

  it('newGame\'s defaults (no rule): a standard game of "Player 1" and "Player 2", shuffled with seed 1', () => {
    const s = newGame();
    expect(s.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2']);
    expect(s.variant).toBe('standard');
    expect(ids(s.drawPile)).toEqual(ids(newGame({ seed: 1 }).drawPile));
    expect(newGame({ variant: 'solo' }).players.map((p) => p.name)).toEqual(['Player 1']);
    expect(newGame({ variant: 'solo-hard', players: [] }).players.map((p) => p.name)).toEqual(['Player 1']);
  });

  it('R38: solo keeps the first name given and no other; R40: Betsy joins the first name as seat 1, and only she is Betsy', () => {
    expect(newGame({ variant: 'solo', players: ['Ann', 'Bob'] }).players.map((p) => p.name)).toEqual(['Ann']);
    const b = newGame({ variant: 'betsy', players: ['Ann', 'Bob'] });
    expect(b.players.map((p) => p.name)).toEqual(['Ann', 'Betsy']);
    expect(b.players.map((p) => p.betsy)).toEqual([undefined, true]);
    expect(newGame({ variant: 'betsy', players: [] }).players.map((p) => p.name)).toEqual(['Player 1', 'Betsy']);
    expect(newGame({ players: ['Ann', 'Bob'] }).players.every((p) => p.betsy === undefined)).toBe(true);
  });

  it('R9: a start seat given is kept, seat 0 too, whatever the seed would have drawn', () => {
    for (let seed = 0; seed < 12; seed++) {
      const s = newGame({ seed, players: ['A', 'B', 'C'], start: 0 });
      expect(s.setup!.start, `seed ${seed}`).toBe(0);
      expect(s.current, `seed ${seed}`).toBe(0);
    }
  });

  it('R40: against Betsy the human starts unless told otherwise', () => {
    for (let seed = 0; seed < 12; seed++) expect(newGame({ variant: 'betsy', seed }).setup!.start).toBe(0);
    expect(newGame({ variant: 'betsy', seed: 3, start: 1 }).setup!.start).toBe(1);
  });

  it('R4, R38, R40: solo and Betsy place the initial cards as two seats would; a solo player places all four', () => {
    expect(newGame({ variant: 'betsy', start: 1 }).setup!.order).toEqual([1, 0, 1, 0]);
    const solo = newGame({ variant: 'solo', start: 0 });
    expect(solo.setup!.order).toEqual([0, 1, 0, 1]);
    let s = solo;
    const placers: number[] = [];
    while (s.phase === 'setup') {
      placers.push(s.current);
      s = play(s, { type: 'setup.place' });
    }
    expect(placers).toEqual([0, 0, 0, 0]);
    expect(newGame({ players: ['A', 'B', 'C'], start: 1 }).setup!.order).toEqual([1, 2, 0, 1]);
  });
});

describe('ruling 8 (table switch): the table must hold the initial railway', () => {
  it('R25c: a table narrower or lower than 7 squares is refused, each side on its own; 7×7 is enough', () => {
    expect(() => newGame({ rules: { table: { width: 6, height: 9 } } })).toThrow(/at least 7×7/);
    expect(() => newGame({ rules: { table: { width: 9, height: 6 } } })).toThrow(/at least 7×7/);
    expect(newGame({ rules: { table: { width: 7, height: 7 } } }).rules.table).toEqual({ width: 7, height: 7 });
  });
});

describe('R2, R3: the initial railway', () => {
  it('R3: chaos cards drawn are set aside, each logged with the seat that drew it', () => {
    const s = withPile(pileAfter(chaos('x1', 1), chaos('x2', 3), track('a', 1)));
    expect(s.setup!.card!.id).toBe('a');
    expect(ids(s.setup!.aside)).toEqual(['x1', 'x2']);
    expect(entries(s).filter((e) => e.t === 'aside')).toEqual([{ t: 'aside', player: 0, card: 'x1' }, { t: 'aside', player: 0, card: 'x2' }]);
  });

  it('R3 with valueRuleInSetup (ruling 1): a card that cannot follow the last is set aside; without the switch it is laid', () => {
    const deck = pileAfter(track('a', 1), track('b', 3), track('c', 2));
    const strict = play(withPile(deck, { rules: { valueRuleInSetup: true } }), { type: 'setup.place' });
    expect(strict.setup!.card!.id).toBe('c');
    expect(ids(strict.setup!.aside)).toEqual(['b']);
    expect(entries(strict).filter((e) => e.t === 'aside')).toEqual([{ t: 'aside', player: 1, card: 'b' }]);
    const loose = play(withPile(deck), { type: 'setup.place' });
    expect(loose.setup!.card!.id).toBe('b');
    expect(loose.setup!.aside).toEqual([]);
  });

  it('R3: a pile that runs out before a track card turns up is an error, not a card from nowhere', () => {
    expect(() => withPile([chaos('x1', 1), chaos('x2', 2)] as Card[])).toThrow(/ran out/);
  });

  it('R2: each initial card is logged with its seat and turn; a card with no turn given is laid as Betsy would lay it', () => {
    let s = withPile(pileAfter(track('a', 1), track('b', 2, 'curve')));
    s = play(s, { type: 'setup.place' });
    s = placeSetupCard(s, 'left');
    expect(entries(s).filter((e) => e.t === 'setup')).toEqual([
      { t: 'setup', player: 0, card: 'a', turn: 'straight' },
      { t: 'setup', player: 1, card: 'b', turn: 'left' },
    ]);
    expect(railIds(s)).toEqual(['a', 'b']);
    expect(s.setup!.card).not.toBeNull();
  });

  it('R2: once four cards are down there is nothing more to place, and the core says so with R2', () => {
    let s = newGame({ seed: 4 });
    const counts: boolean[] = [];
    while (s.railway.length < 4) {
      counts.push(isSetupDone(s));
      s = placeSetupCard(s);
    }
    expect(counts).toEqual([false, false, false, false]);
    expect(isSetupDone(s)).toBe(true);
    s = finishSetup(s);
    // Done means "done in setup": a game under way is not waiting for its setup to finish.
    expect(isSetupDone(s)).toBe(false);
    expect(explain(s, { type: 'setup.place' })).toMatchObject({ rule: 'R2', key: 'setup.done' });
    expect(explainSetupPlace({ ...s, phase: 'setup' }, undefined)).toMatchObject({ rule: 'R2', key: 'setup.done' });
  });

  it('R25b: the turn must fit the drawn card, a straight as well as a curve; R25c: the square ahead must be on the table and free', () => {
    const straight = withPile(pileAfter(track('a', 1)));
    expect(explain(straight, { type: 'setup.place', turn: 'left' })).toMatchObject({ rule: 'R25b', key: 'shape.straight', vars: { card: 'a', turn: 'left' } });
    expect(explain(straight, { type: 'setup.place', turn: 'straight' })).toBeNull();
    const curve = withPile(pileAfter(track('c', 1, 'curve')));
    expect(explain(curve, { type: 'setup.place', turn: 'straight' })).toMatchObject({ rule: 'R25b', key: 'shape.curve' });
    expect(explain(curve, { type: 'setup.place', turn: 'right' })).toBeNull();
    // A table of one square (only a hand-made state has one: newGame refuses it) leaves no room after the first card.
    const one = play(withPile(pileAfter(track('a', 1), track('b', 1))), { type: 'setup.place' });
    const tiny = { ...one, rules: { ...one.rules, table: { width: 1, height: 1 } } };
    expect(explainSetupPlace(tiny, undefined)).toMatchObject({ rule: 'R25c', key: 'setup.offTable' });
    expect(explainSetupPlace(one, undefined)).toBeNull();
    // A railway whose next square is already filled (again only by hand: four setup cards cannot close a loop).
    const looped = { ...one, railway: [...one.railway, { ...one.railway[0]!, card: track('z', 1) as Card, x: 1, y: 0 }] };
    expect(explainSetupPlace({ ...looped, railway: [looped.railway[1]!, looped.railway[0]!] }, undefined)).toMatchObject({ rule: 'R25c', key: 'setup.taken' });
  });
});

describe('R5–R8: finishing setup', () => {
  it('R5–R8: the setup is logged with the cards removed and dealt and the pile left; the start seat then plays', () => {
    let s = newGame({ seed: 6, players: ['A', 'B', 'C'], start: 2 });
    while (s.phase === 'setup') s = play(s, { type: 'setup.place' });
    expect(entries(s).find((e) => e.t === 'setupDone')).toEqual({ t: 'setupDone', removed: 9, dealt: 6, drawPile: 55 - 4 - 9 - 6 });
    expect(s.current).toBe(2);
    expect(s.setup).toBeNull();
    expect(s.unseen).toBe(9);
  });

  it('R7 (ruling 37): solo with soloDealToBox deals two more cards into the box, unseen; only solo does', () => {
    const ready = (variant: 'solo' | 'solo-hard' | 'betsy' | 'standard', soloDealToBox: boolean) => {
      let s = newGame({ variant, seed: 2, rules: { soloDealToBox } });
      while (s.railway.length < 4) s = placeSetupCard(s);
      return finishSetup(s);
    };
    for (const v of ['solo', 'solo-hard'] as const) {
      expect(ready(v, true).box, v).toHaveLength(13);
      expect(ready(v, true).unseen, v).toBe(13);
      expect(ready(v, false).box, v).toHaveLength(11);
    }
    expect(ready('betsy', true).box).toHaveLength(11);
    expect(ready('standard', true).box).toHaveLength(11);
  });

  it('R5: the train stands on the third card, not the last', () => {
    let s = withPile(pileAfter(track('a', 1), track('b', 2), track('c', 1), track('d', 2)));
    while (s.railway.length < 4) s = placeSetupCard(s);
    expect(finishSetup(s).train).toBe('c');
  });
});
