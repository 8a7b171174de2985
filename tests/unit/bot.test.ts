/**
 * The play table's bot (src/machines/rollecate/bots.ts): it only ever plays
 * moves the engine lists as legal, decides from the public view alone, is
 * deterministic, finishes whole games through the statechart, and makes the
 * obvious choices in hand-made positions.
 */
import { describe, expect, it } from 'vitest';
import { cachedOdds, cachedPlan, chooseMove, decide } from '../../src/machines/rollecate/bots';
import { oddsOf, wheelOdds } from '../../src/machines/rollecate/rules/odds';
import { explain } from '../../src/machines/rollecate/rules/game';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { planDiscards } from '../../src/machines/rollecate/rules/planner';
import { newGame, type NewGameOptions } from '../../src/machines/rollecate/rules/setup';
import { publicView } from '../../src/machines/rollecate/rules/view';
import type { Action, Card, GameState } from '../../src/machines/rollecate/rules/types';
import { sendMove, startSnapshot } from '../../src/scenario/rollecate';
import { chaos, laid, play, position, track } from './helpers';

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** Plays a whole game with the bot in every seat, through the statechart; checks every move on the way. */
function botGame(options: NewGameOptions, seed: number): { final: GameState; states: GameState[] } {
  let snap = startSnapshot(newGame({ ...options, seed }));
  const states: GameState[] = [];
  for (let step = 0; snap.context.phase !== 'over'; step++) {
    if (step > 3000) throw new Error('the game did not end');
    const s = snap.context;
    states.push(s);
    const move = chooseMove(s);
    expect(explain(s, move), `${s.phase}: ${JSON.stringify(move)}`).toBeNull();
    if (s.phase !== 'setup') {
      expect(legalActions(s, { rolls: 'engine' }).some((m) => same(m, move)), `${JSON.stringify(move)} is listed as legal`).toBe(true);
    } else {
      expect(move).toEqual({ type: 'setup.place' });
    }
    const out = sendMove(snap, move);
    if (!out.ok) throw new Error(out.reason);
    snap = out.snapshot;
  }
  return { final: snap.context, states };
}

const GAMES: [string, NewGameOptions][] = [
  ['2 players', { variant: 'standard', players: ['A', 'B'] }],
  ['3 players', { variant: 'standard', players: ['A', 'B', 'C'] }],
  ['4 players', { variant: 'standard', players: ['A', 'B', 'C', 'D'] }],
  ['against Betsy', { variant: 'betsy', players: ['A'] }],
  ['solo', { variant: 'solo', players: ['A'] }],
  ['hard solo', { variant: 'solo-hard', players: ['A'] }],
];

describe('bot: whole games through the statechart', () => {
  for (const [name, options] of GAMES) {
    it(`R33 ${name}: bot-only games end with a result, and every bot move was legal`, () => {
      for (const seed of [1, 7, 2024]) {
        const { final } = botGame(options, seed);
        expect(final.phase).toBe('over');
        expect(final.result).not.toBeNull();
        expect(final.result?.scores).toHaveLength(final.players.length);
        if (!final.result?.lost) expect(final.result?.winners.length).toBeGreaterThan(0);
      }
    });
  }

  it('R33 the same seed plays the same game: the bot is deterministic', () => {
    const a = botGame({ variant: 'standard', players: ['A', 'B', 'C'] }, 99).final;
    const b = botGame({ variant: 'standard', players: ['A', 'B', 'C'] }, 99).final;
    expect(a.log).toEqual(b.log);
    expect(a.result).toEqual(b.result);
  });
});

describe('bot: decides from the public view only', () => {
  it('A-V1 hiding information it cannot see (other hands, the draw pile order) never changes its move', () => {
    const { states } = botGame({ variant: 'standard', players: ['A', 'B', 'C'] }, 5);
    let checked = 0;
    for (const s of states) {
      if (s.phase !== 'action' && s.phase !== 'discard') continue;
      const other = (s.current + 1) % s.players.length;
      const theirs = s.players[other]?.hand ?? [];
      if (!theirs.length || s.drawPile.length < 2) continue;
      // Swap a card of another player's hand with one from the draw pile, and reverse the pile.
      const pile = s.drawPile.slice().reverse();
      const swapped: Card[] = [pile[0] as Card, ...theirs.slice(1)];
      pile[0] = theirs[0] as Card;
      const hidden: GameState = { ...s, drawPile: pile, players: s.players.map((p, i) => (i === other ? { ...p, hand: swapped } : p)) };
      expect(publicView(hidden, s.current).hands[s.current]).toEqual(publicView(s, s.current).hands[s.current]);
      expect(chooseMove(hidden)).toEqual(chooseMove(s));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('decide() needs nothing but the view, the listed moves and the public rules', () => {
    const s = position({
      railway: [laid('a', 1), laid('b', 2), laid('c', 2)],
      train: 'b',
      drawPile: [track('d', 1)],
      players: [{ name: 'Ann', hand: [track('h', 2)], discard: [] }, { name: 'Bob', hand: [track('z', 4)], discard: [] }],
    });
    const move = decide(publicView(s, 0), legalActions(s), { rules: s.rules, variant: s.variant });
    expect(legalActions(s).some((m) => same(m, move))).toBe(true);
  });
});

describe('bot: choices in hand-made positions', () => {
  it('R29 R13 a bot does not build into a near-certain derailment when passing is cheaper', () => {
    // The last turn (the draw empties the pile), so the game's final score settles it exactly.
    // The train stands on the last card; Ann's only buildable card is a broken 4: four dice with one
    // card ahead derail unless at most one wheel shows (8 in 9 they derail), and every step onto the
    // broken card costs one more penalty card: the 1, 4 and 3 at the start. Passing costs only the 1.
    const s = position({
      railway: [laid('a', 1), laid('b', 4), laid('c', 3)],
      train: 'c',
      drawPile: [track('e', 1)],
      players: [{ name: 'Ann', hand: [track('h', 4, 'straight', { broken: true })], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
    });
    const build: Action = { type: 'turn.build', cards: [{ card: 'h', turn: 'straight' }] };
    const moves = legalActions(s, { rolls: 'engine' });
    expect(moves.some((m) => same(m, build))).toBe(true);
    expect(moves.filter((m) => m.type === 'turn.build')).toHaveLength(1);
    // Ann's final score after each choice, played out by the engine with the best discard order.
    const finish = (t: GameState): number => {
      let u = t;
      while (u.phase === 'discard') u = play(u, { type: 'penalty.discard', ...planDiscards(u.pending, u.players[0]!.discard).order[0]! });
      expect(u.phase).toBe('over');
      return u.result!.scores[0]!;
    };
    const afterPass = finish(play(s, { type: 'turn.pass' }));
    const odds = wheelOdds(4).map((num) => Number(num) / 81);
    let afterBuild = 0;
    let derail = 0;
    odds.forEach((p, wheels) => {
      const t = play(s, build, { type: 'ride.roll', wheels });
      if (t.ride && t.ride.overshoot > 0) derail += p;
      afterBuild += p * finish(t);
    });
    expect(derail).toBeGreaterThan(0.85);
    expect(afterBuild).toBeGreaterThan(afterPass + 1);
    expect(chooseMove(s)).toEqual({ type: 'turn.pass' });
  });

  it('R39 R29 in hard solo with three derailments used, it does not risk the fourth', () => {
    const s = position({
      railway: [laid('a', 4), laid('b', 4), laid('c', 3)],
      train: 'c',
      drawPile: [track('e', 1), ...Array.from({ length: 12 }, (_, i) => track(`f${i}`, 2))],
      players: [{ name: 'Ann', hand: [track('h', 4)], discard: [] }],
      derailments: [3],
    }, { variant: 'solo-hard' });
    expect(legalActions(s).some((m) => m.type === 'turn.build')).toBe(true);
    expect(chooseMove(s)).toEqual({ type: 'turn.pass' });
  });

  it('R24 R28 with plenty of railway ahead it builds, getting rid of hand cards safely', () => {
    const s = position({
      railway: [laid('a', 1), laid('b', 2), laid('c', 2), laid('d', 2), laid('e', 2), laid('f', 2), laid('g', 2)],
      train: 'b',
      drawPile: [track('x', 3), track('y', 3)],
      players: [{ name: 'Ann', hand: [track('h', 1)], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
    });
    const move = chooseMove(s);
    expect(move.type).toBe('turn.build');
  });

  it('R32 R20 it prefers discarding a chaos card when it can combine it', () => {
    const s = position({
      railway: [laid('a', 1), laid('b', 2), laid('c', 2)],
      train: 'c',
      drawPile: [track('d', 4), track('e', 4)],
      players: [{ name: 'Ann', hand: [chaos('x1', 3)], discard: [track('p', 3)] }, { name: 'Bob', hand: [], discard: [] }],
    });
    expect(chooseMove(s)).toEqual({ type: 'chaos.discard', cards: [{ card: 'x1', combine: true }] });
  });

  it('R19 R21 R22 penalty cards go down one by one in planDiscards order', () => {
    const start = position({
      railway: [laid('a', 2), laid('b', 3), laid('c', 2), laid('d', 1), laid('e', 1)],
      train: 'd',
      drawPile: [track('f', 4), track('g', 4)],
      players: [{ name: 'Ann', hand: [], discard: [track('p', 3), track('q', 2)] }, { name: 'Bob', hand: [], discard: [] }],
    });
    // Build f (4 dice, two cards ahead) and roll 4 wheels: two steps past the end, so a and b are taken.
    let s = play(start, { type: 'turn.build', cards: [{ card: 'f', turn: 'straight' }] }, { type: 'ride.roll', wheels: 4 });
    expect(s.phase).toBe('discard');
    const plan = planDiscards(s.pending, s.players[0]!.discard).order;
    for (const step of plan) {
      expect(chooseMove(s)).toEqual({ type: 'penalty.discard', card: step.card, combine: step.combine });
      s = play(s, chooseMove(s));
    }
    expect(s.current).toBe(1);
  });

  it('remembers the planner and the ride odds without changing an answer: each cached answer equals the core asked afresh', () => {
    // Every pile and every run of penalty cards the bot asks about in whole games, asked twice: once
    // through the cache (filled as the games go), once of the core itself.
    let plansChecked = 0;
    for (const [seed, players] of [[21, 4], [22, 3], [23, 2]] as const) {
      let s = newGame({ players: ['Ann', 'Bob', 'Cy', 'Di'].slice(0, players), seed });
      while (s.phase !== 'over') {
        const pile = s.players[s.current]!.discard;
        const taken = s.railway.slice(0, 1 + (plansChecked % 4)).map((p) => p.card);
        for (const pending of [s.pending, taken]) {
          if (!pending.length) continue;
          const fresh = planDiscards(pending, pile);
          const cached = cachedPlan(pending, pile);
          expect(cached.points).toBe(fresh.points);
          const first = pending.find((c) => c.id === fresh.order[0]!.card)!;
          expect([cached.value, cached.combine]).toEqual([first.value, fresh.order[0]!.combine]);
          plansChecked++;
        }
        s = play(s, chooseMove(s));
      }
    }
    expect(plansChecked).toBeGreaterThan(100);
    for (let dice = 1; dice <= 12; dice++) {
      for (const [ahead, broken] of [[0, []], [3, []], [4, [2]], [6, [1, 5]], [12, [3, 4, 12]]] as [number, number[]][]) {
        const exact = oddsOf({ dice, ahead, broken, betsy: false });
        const den = Number(exact.den);
        for (const odds of [cachedOdds(dice, ahead, broken), cachedOdds(dice, ahead, broken)]) {
          expect(odds.p).toEqual(exact.outcomes.map((o) => Number(o.num) / den));
          expect(odds.moved).toEqual(exact.outcomes.map((o) => o.moved));
          expect(odds.owed).toEqual(exact.outcomes.map((o) => o.owed));
          expect(odds.derail).toBe(Number(exact.derail) / den);
        }
      }
    }
  });
});
