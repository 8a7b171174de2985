import { describe, expect, it } from 'vitest';
import { makeDeck } from '../../src/machines/rollecate/rules/deck';
import { explain } from '../../src/machines/rollecate/rules/game';
import { nextSquare } from '../../src/machines/rollecate/rules/geometry';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { computeResult, recordSoloGame } from '../../src/machines/rollecate/rules/scoring';
import { cardsRemoved, drawSetupCard, newGame, setupOrder } from '../../src/machines/rollecate/rules/setup';
import { publicView } from '../../src/machines/rollecate/rules/view';
import { valuesFit } from '../../src/machines/rollecate/rules/values';
import type { Action, GameState, LogEntry } from '../../src/machines/rollecate/rules/types';
import { chaos, ids, laid, play, position, railIds, refusal, track } from './helpers';
import { logEntries } from '../../src/machines/shared/logbook';

/** Plays setup with the default orientation policy. */
function setUp(options: Parameters<typeof newGame>[0]): GameState {
  let s = newGame(options);
  while (s.phase === 'setup') s = play(s, { type: 'setup.place' });
  return s;
}

const pass: Action = { type: 'turn.pass' };
const roll = (wheels: number): Action => ({ type: 'ride.roll', wheels });
const build = (...cards: [string, 'straight' | 'left' | 'right'][]): Action => ({ type: 'turn.build', cards: cards.map(([card, turn]) => ({ card, turn })) });
const discard = (card: string, combine = false): Action => ({ type: 'penalty.discard', card, combine });

describe('setup (R1–R9)', () => {
  it('R1: the 55 cards (46 regular, 4 broken, 5 chaos) are shuffled by the seed into one draw pile', () => {
    const deck = makeDeck();
    expect(deck).toHaveLength(55);
    expect(deck.filter((c) => c.chaos)).toHaveLength(5);
    expect(deck.filter((c) => c.broken)).toHaveLength(4);
    expect(new Set(ids(deck)).size).toBe(55);
    const a = newGame({ seed: 1 });
    const b = newGame({ seed: 2 });
    expect(ids(a.drawPile)).not.toEqual(ids(b.drawPile));
    expect(ids(newGame({ seed: 1 }).drawPile)).toEqual(ids(a.drawPile));
  });

  it('R2: the initial railway is four track cards laid end to end, each in the square after the last', () => {
    const s = setUp({ seed: 3, players: ['A', 'B'] });
    expect(s.railway).toHaveLength(4);
    expect(s.railway.every((p) => !p.card.chaos)).toBe(true);
    for (let i = 1; i < 4; i++) {
      const expected = nextSquare(s.railway.slice(0, i));
      expect([s.railway[i]!.x, s.railway[i]!.y]).toEqual([expected.x, expected.y]);
    }
  });

  it('R3: chaos cards drawn during setup are set aside, then shuffled back into the draw pile (ruling 12)', () => {
    const deck = [chaos('x1', 1), track('a', 1), chaos('x2', 2), track('b', 2), track('c', 1), track('d', 2), ...Array.from({ length: 30 }, (_, i) => track(`f${i}`, 1))] as GameState['drawPile'];
    // Undo the seeded shuffle: put the pile back in a known order and let seat 0 draw again.
    const shuffled = newGame({ deck, seed: 5, start: 0 });
    let s = drawSetupCard({ ...shuffled, drawPile: deck.slice(), setup: { ...shuffled.setup!, card: null, aside: [] } });
    expect(s.setup?.card?.id).toBe('a');
    s = play(s, { type: 'setup.place' });
    expect(s.railway).toHaveLength(1);
    expect(s.setup?.aside.map((c) => c.id)).toEqual(['x1', 'x2']);
    while (s.phase === 'setup') s = play(s, { type: 'setup.place' });
    expect(railIds(s).every((id) => !id.startsWith('x'))).toBe(true);
    const everywhere = [...ids(s.drawPile), ...ids(s.box), ...s.players.flatMap((p) => ids(p.hand))];
    expect(everywhere).toEqual(expect.arrayContaining(['x1', 'x2']));
  });

  it('R4: with 2 players each lays 2 cards, with 3 the start player lays 2, with 4 each lays 1 (ruling 14)', () => {
    expect(setupOrder(2, 1)).toEqual([1, 0, 1, 0]);
    expect(setupOrder(3, 2)).toEqual([2, 0, 1, 2]);
    expect(setupOrder(4, 3)).toEqual([3, 0, 1, 2]);
  });

  it('R5: the train starts on the third card of the railway', () => {
    const s = setUp({ seed: 9, players: ['A', 'B', 'C'] });
    expect(s.train).toBe(s.railway[2]!.card.id);
  });

  it('R6: 11, 9 or 7 cards go back in the box unseen for 2, 3 or 4 players', () => {
    expect([2, 3, 4].map(cardsRemoved)).toEqual([11, 9, 7]);
    for (const n of [2, 3, 4]) {
      const s = setUp({ seed: n, players: ['A', 'B', 'C', 'D'].slice(0, n) });
      expect(s.box).toHaveLength(cardsRemoved(n));
      expect(s.unseen).toBe(cardsRemoved(n));
    }
  });

  it('R7: every player is dealt two cards, and the first player then draws a third', () => {
    const s = setUp({ seed: 4, players: ['A', 'B', 'C'], start: 1 });
    expect(s.players.map((p) => p.hand.length)).toEqual([2, 3, 2]);
    expect(s.drawPile).toHaveLength(35);
  });

  it('R8: each player has a discard pile of their own, empty at the start', () => {
    const s = setUp({ seed: 4, players: ['A', 'B'] });
    expect(s.players.map((p) => p.discard)).toEqual([[], []]);
    const t = play(position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] }), pass, discard('r1'));
    expect(ids(t.players[0]!.discard)).toEqual(['r1']);
    expect(t.players[1]!.discard).toEqual([]);
  });

  it('R9: the start player is drawn by the seed (the rulebook asks who last rode a train), or given', () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => newGame({ seed: i, players: ['A', 'B', 'C'] }).setup!.start));
    expect(starts).toEqual(new Set([0, 1, 2]));
    expect(newGame({ seed: 1, players: ['A', 'B', 'C'], start: 2 }).setup!.start).toBe(2);
  });
});

describe('the turn (R10–R12)', () => {
  const base = () => position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train: 'r2', drawPile: [track('d1', 2), track('d2', 2), track('d3', 2)] }, {});

  it('R10: turns go clockwise, seat after seat', () => {
    let s = base();
    expect(s.current).toBe(0);
    s = play(s, pass, discard('r1'));
    expect(s.current).toBe(1);
  });

  it('R11: a turn begins by drawing the top card into the hand, with no hand limit', () => {
    const s = base();
    expect(ids(s.players[0]!.hand)).toEqual(['d1']);
    expect(ids(s.drawPile)).toEqual(['d2', 'd3']);
    const big = position({ railway: [laid('r1', 1)], train: 'r1', drawPile: [track('d1', 1)], players: [{ hand: Array.from({ length: 12 }, (_, i) => track(`h${i}`, 3)) }, {}] });
    expect(big.players[0]!.hand).toHaveLength(13);
  });

  it('R12: exactly one action: after it the turn is over, and a second action is refused', () => {
    const s = play(base(), build(['d1', 'straight']));
    expect(refusal(s, pass)).toMatch(/^R27:/);
    const t = play(s, roll(0));
    expect(t.current).toBe(1);
    expect(explain(t, { type: 'betsy.play' })?.rule).toBe('R40');
  });
});

describe('pass (R13–R16)', () => {
  it('R13: passing is always possible, even when nothing can be built (ruling 7)', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 3), track('d2', 3)] });
    expect(legalActions(s).filter((a) => a.type === 'turn.build')).toEqual([]);
    expect(explain(s, pass)).toBeNull();
  });

  it('R14: the train moves one card forward if it can, and stays on the last card (ruling 16)', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] });
    expect(play(s, pass).train).toBe('r2');
    const end = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r2', drawPile: [track('d1', 1), track('d2', 1)] });
    expect(play(end, pass).train).toBe('r2');
  });

  it('R15: a pass never derails the train: no derailment is counted at the end of the railway', () => {
    const end = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r2', drawPile: [track('d1', 1), track('d2', 1)] });
    const s = play(end, pass);
    expect(s.derailments).toEqual([0, 0]);
    expect(ids(s.pending)).toEqual(['r1']);
  });

  it('R16: then one penalty card is taken, after the move (ruling 18)', () => {
    const s = play(position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] }), pass);
    expect(ids(s.pending)).toEqual(['r1']);
    expect(s.phase).toBe('discard');
  });
});

describe('penalty cards and combining (R17–R23)', () => {
  const derailPos = () => position({
    railway: [laid('r1', 1), laid('r2', 2), laid('r3', 1), laid('r4', 1)],
    train: 'r4',
    drawPile: [track('d1', 1), track('d2', 1)],
    players: [{ hand: [track('h1', 4)], discard: [track('p1', 1), track('p2', 2)] }, {}],
  });

  it('R17: penalty cards are taken singly, beginning with the first card of the railway', () => {
    const s = play(derailPos(), build(['h1', 'straight']), roll(2));
    expect(ids(s.pending)).toEqual(['r1']);
    const t = play(derailPos(), build(['h1', 'straight']), roll(4));
    expect(new Set(ids(t.pending))).toEqual(new Set(['r1', 'r2', 'r3']));
    expect(railIds(t)).toEqual(['r4', 'h1']);
  });

  it('R18: the card under the train is never taken; what cannot be taken is forfeited (rulings 15, 24)', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 4)] }, {}] });
    const t = play(s, build(['h1', 'straight']), roll(4));
    expect(t.train).toBe('h1');
    expect(ids(t.pending)).toEqual(['r1', 'r2']);
    expect(railIds(t)).toEqual(['h1']);
    const free = play(position({ railway: [laid('r1', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] }), pass);
    expect(free.pending).toEqual([]);
    expect(free.current).toBe(1);
  });

  it('R19: penalty cards go on the pile one at a time in the order the player picks (ruling 31)', () => {
    const s = play(derailPos(), build(['h1', 'straight']), roll(4));
    expect(s.phase).toBe('discard');
    const t = play(s, discard('r3'), discard('r1'));
    expect(ids(t.players[0]!.discard).slice(-2)).toEqual(['r3', 'r1']);
    expect(t.phase).toBe('discard');
    expect(refusal(t, discard('h1'))).toMatch(/^R19:/);
    const u = play(t, discard('r2'));
    expect(u.current).toBe(1);
  });

  it('R20: a card of the same value as the pile top may be combined: both go in the box', () => {
    const s = play(derailPos(), build(['h1', 'straight']), roll(4));
    expect(refusal(s, discard('r1', true))).toMatch(/^R20: .*only equal values combine/);
    const t = play(s, discard('r2', true));
    expect(ids(t.box)).toEqual(['p2', 'r2']);
    expect(ids(t.players[0]!.discard)).toEqual(['p1']);
  });

  it('R21: several combinations in one turn, each card only once: no cascade onto the new top (ruling 28)', () => {
    const s = play(derailPos(), build(['h1', 'straight']), roll(4), discard('r2', true));
    // p1 (a 1) is now on top; r1 and r3 are 1s: each can combine once, with a different partner.
    const t = play(s, discard('r1', true));
    expect(ids(t.box)).toEqual(['p2', 'r2', 'p1', 'r1']);
    expect(refusal(t, discard('r3', true))).toMatch(/^R20: .*empty/);
  });

  it('R22: a card may combine with one discarded earlier in the same turn (ruling 29)', () => {
    const s = play(derailPos(), build(['h1', 'straight']), roll(4), discard('r1'), discard('r3', true));
    expect(ids(s.box)).toEqual(['r1', 'r3']);
  });

  it('R23: every discard pile is open to view; other hands and the unseen setup cards are not', () => {
    const s = setUp({ seed: 12, players: ['A', 'B'], start: 0 });
    const view = publicView(s, 0);
    expect(view.hands[0]).toEqual(s.players[0]!.hand);
    expect(view.hands[1]).toBe(2);
    expect(view.box).toEqual([]);
    expect(view.unseenCount).toBe(11);
    expect(view.discards).toEqual([[], []]);
  });
});

describe('building (R24–R26)', () => {
  const buildPos = (hand: object[], railway = [laid('r1', 1), laid('r2', 1)]) =>
    position({ railway, train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand }, {}] });

  it('R24: build one or more hand cards of one value; a chaos card or a card not in hand is refused', () => {
    const s = buildPos([track('h1', 2), track('h2', 2, 'curve'), chaos('x1', 2)]);
    expect(railIds(play(s, build(['h1', 'straight'], ['h2', 'left'])))).toEqual(['r1', 'r2', 'h1', 'h2']);
    expect(refusal(s, build(['x1', 'straight']))).toMatch(/^R24: .*chaos/);
    expect(refusal(s, build(['zz', 'straight']))).toMatch(/^R24: zz is not in/);
    expect(refusal(s, { type: 'turn.build', cards: [] })).toMatch(/^R24:/);
  });

  it('R25: cards are laid square, with their rails lined up, never overlapping, and never 2 apart in value', () => {
    const s = buildPos([track('h1', 1), track('h2', 3), track('h3', 1, 'curve')]);
    expect(refusal(s, build(['h1', 'left']))).toMatch(/^R25b:/);
    expect(refusal(s, build(['h2', 'straight']))).toMatch(/^R25d: a 3 may not follow a 1/);
    expect(valuesFit(1, 4)).toBe(true);
    expect(valuesFit(2, 4)).toBe(false);
    // A left spiral of four curves leaves the next square on top of the first card.
    const boxed = buildPos([track('h1', 1)], [laid('r1', 1, 'left'), laid('r2', 1, 'left'), laid('r3', 1, 'left'), laid('r4', 1, 'left')]);
    expect(refusal(boxed, build(['h1', 'straight']))).toMatch(/^R25c: h1 would overlap r1/);
  });

  it('R26: two 1s may go down together, but a 3 and a 4 may not', () => {
    const ones = buildPos([track('h1', 1), track('h2', 1)]);
    expect(explain(ones, build(['h1', 'straight'], ['h2', 'straight']))).toBeNull();
    const mixed = buildPos([track('h1', 3), track('h2', 4)], [laid('r1', 4), laid('r2', 4)]);
    expect(refusal(mixed, build(['h2', 'straight'], ['h1', 'straight']))).toMatch(/^R26:/);
  });
});

describe('the ride (R27–R30)', () => {
  const ridePos = (hand: object[], railway: object[] = [laid('r1', 2), laid('r2', 2), laid('r3', 2)], train = 'r1') =>
    position({ railway, train, drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand }, {}] });

  it('R27: as many dice as the values laid add up to (two 2s: four dice; three 4s: twelve)', () => {
    expect(play(ridePos([track('h1', 2), track('h2', 2)]), build(['h1', 'straight'], ['h2', 'straight'])).dice).toBe(4);
    const fours = ridePos([track('h1', 4), track('h2', 4), track('h3', 4)], [laid('r1', 4)]);
    expect(play(fours, build(['h1', 'straight'], ['h2', 'straight'], ['h3', 'straight'])).dice).toBe(12);
  });

  it('R28: the train moves one card per wheel; more wheels than dice is refused', () => {
    const s = play(ridePos([track('h1', 2)]), build(['h1', 'straight']));
    expect(refusal(s, roll(3))).toMatch(/^R28:/);
    expect(play(s, roll(2)).train).toBe('r3');
    expect(play(s, roll(0)).train).toBe('r1');
  });

  it('R29: past the end the train stops on the last card and owes one card per missing step (ruling 26)', () => {
    const s = play(ridePos([track('h1', 3)], [laid('r1', 2), laid('r2', 2), laid('r3', 2)], 'r3'), build(['h1', 'straight']), roll(3));
    expect(s.train).toBe('h1');
    expect(s.ride?.overshoot).toBe(2);
    expect(ids(s.pending)).toEqual(['r1', 'r2']);
    expect(s.derailments).toEqual([1, 0]);
  });

  it('R30: each broken track passed over or stopped on costs one card, not the one the ride starts from (rulings 19–21)', () => {
    const railway = [laid('r1', 2, 'straight', { broken: true }), laid('r2', 2, 'straight', { broken: true }), laid('r3', 2), laid('r4', 2, 'straight', { broken: true })];
    const s = play(ridePos([track('h1', 2)], railway, 'r1'), build(['h1', 'straight']), roll(2));
    expect(s.ride?.broken).toEqual(['r2']);
    expect(ids(s.pending)).toEqual(['r1']);
    const t = play(ridePos([track('h1', 2)], railway, 'r1'), build(['h1', 'straight']), roll(0));
    expect(t.pending).toEqual([]);
  });
});

describe('discarding chaos cards (R31–R32)', () => {
  const chaosPos = (hand: object[]) =>
    position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand, discard: [track('p1', 3)] }, {}] });

  it('R31: only with a chaos card in hand; one or more, in any order', () => {
    expect(refusal(chaosPos([track('h1', 1)]), { type: 'chaos.discard', cards: [{ card: 'h1', combine: false }] })).toMatch(/^R31: .*no chaos card/);
    const s = play(chaosPos([chaos('x1', 1), chaos('x2', 4)]), { type: 'chaos.discard', cards: [{ card: 'x2', combine: false }, { card: 'x1', combine: false }] });
    expect(ids(s.players[0]!.discard)).toEqual(['p1', 'x2', 'x1']);
  });

  it('R32: combining applies to chaos cards, values need not match, no train move and no penalty', () => {
    const s = chaosPos([chaos('x1', 3), chaos('x2', 2), chaos('x3', 2)]);
    expect(refusal(s, { type: 'chaos.discard', cards: [{ card: 'x2', combine: true }] })).toMatch(/^R32:/);
    const t = play(s, { type: 'chaos.discard', cards: [{ card: 'x1', combine: true }, { card: 'x2', combine: false }, { card: 'x3', combine: true }] });
    expect(ids(t.box)).toEqual(['p1', 'x1', 'x2', 'x3']);
    expect(t.train).toBe('r1');
    expect(t.players[0]!.discard).toEqual([]);
    expect(t.current).toBe(1);
  });
});

describe('end of game and scoring (R33–R36)', () => {
  const lastCard = () => position({
    railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)],
    train: 'r1',
    drawPile: [track('d1', 2)],
    players: [{ hand: [track('h1', 4)], discard: [track('p1', 2)] }, { hand: [track('h2', 1), chaos('x1', 1)], discard: [track('p2', 1)] }],
  });

  it('R33: the player who draws the last card finishes that turn, then the game ends', () => {
    let s = lastCard();
    expect(s.drawPile).toEqual([]);
    s = play(s, pass);
    expect(s.phase).toBe('discard');
    s = play(s, discard('r1'));
    expect(s.phase).toBe('over');
  });

  it('R34: hands go onto the piles without combining', () => {
    const s = play(lastCard(), pass, discard('r1'));
    expect(ids(s.players[1]!.discard)).toEqual(['p2', 'h2', 'x1']);
    expect(ids(s.players[0]!.discard)).toEqual(['p1', 'r1', 'h1', 'd1']);
  });

  it('R35: the score is the sum of the pile; the lowest wins', () => {
    const s = play(lastCard(), pass, discard('r1'));
    expect(s.result).toEqual({ scores: [9, 3], cards: [4, 3], winners: [1], lost: false });
    expect(logEntries(s.log).at(-1)).toEqual({ t: 'end', result: s.result });
    expect(s.players.map((p) => p.hand)).toEqual([[], []]);
  });

  it('R36: ties go to fewer cards, then fewer 4s, 3s, 2s, 1s, else the win is shared (ruling 35)', () => {
    const mk = (...piles: number[][]) => ({ variant: 'standard', players: piles.map((p, i) => ({ name: `P${i}`, hand: [], discard: p.map((v, j) => track(`c${i}-${j}`, v)) })) }) as unknown as GameState;
    expect(computeResult(mk([4, 4], [2, 2, 2, 2])).winners).toEqual([0]);
    expect(computeResult(mk([4, 1, 1], [3, 2, 1])).winners).toEqual([1]);
    expect(computeResult(mk([3, 3], [4, 2])).winners).toEqual([0]);
    expect(computeResult(mk([2, 1], [1, 2], [3])).winners).toEqual([2]);
    expect(computeResult(mk([2, 1], [1, 2])).winners).toEqual([0, 1]);
  });
});

describe('solo and hard solo (R37–R39)', () => {
  it('R37: a solo score is kept from game to game; the best is the lowest', () => {
    let record = { games: 0, best: null as number | null, lost: 0, scores: [] as number[] };
    record = recordSoloGame(record, { scores: [30], cards: [10], winners: [0], lost: false });
    record = recordSoloGame(record, { scores: [22], cards: [9], winners: [0], lost: false });
    record = recordSoloGame(record, { scores: [25], cards: [9], winners: [], lost: true });
    expect(record).toEqual({ games: 3, best: 22, lost: 1, scores: [30, 22] });
    // a worse game later keeps the best; only the last 50 scores are kept
    record = recordSoloGame(record, { scores: [28], cards: [9], winners: [0], lost: false });
    expect(record).toMatchObject({ games: 4, best: 22, scores: [30, 22, 28] });
    for (let i = 0; i < 50; i++) record = recordSoloGame(record, { scores: [40 + i], cards: [9], winners: [0], lost: false });
    expect(record.scores).toHaveLength(50);
    expect(record.scores[0]).toBe(40);
    expect(record).toMatchObject({ games: 54, best: 22, lost: 1 });
  });

  it('R38: solo is set up as for two players: four initial cards, 11 removed, 38 cards to draw (ruling 37)', () => {
    const s = setUp({ variant: 'solo', seed: 2 });
    expect(s.railway).toHaveLength(4);
    expect(s.box).toHaveLength(11);
    expect(s.players).toHaveLength(1);
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.drawPile).toHaveLength(37);
    const boxed = setUp({ variant: 'solo', seed: 2, rules: { soloDealToBox: true } });
    expect(boxed.drawPile).toHaveLength(35);
  });

  it('R39: hard solo ends, lost, at the fourth derailment; broken tracks do not count (ruling 38, 39)', () => {
    const edge = (derailments: number[]) => startTurnSolo(derailments);
    const s = play(edge([3]), build(['h1', 'straight']), roll(2));
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ winners: [], lost: true });
    // the piles as they stood are shown, but no score is recorded as a win (ruling 39)
    expect(s.result).toEqual({ scores: [0], cards: [0], winners: [], lost: true });
    expect(s.owed).toBe(0);
    expect(logEntries(s.log).slice(-2)).toEqual([{ t: 'lost', player: 0 }, { t: 'end', result: s.result }]);
    const t = play(edge([2]), build(['h1', 'straight']), roll(2));
    expect(t.phase).toBe('discard');
    expect(t.derailments).toEqual([3]);
    const broken = play(edge([3]), build(['h1', 'straight']), roll(1));
    expect(broken.derailments).toEqual([3]);
    expect(ids(broken.pending)).toEqual(['r1']);
  });
});

function startTurnSolo(derailments: number[]): GameState {
  return position({
    railway: [laid('r1', 2), laid('r2', 2)],
    train: 'r2',
    drawPile: [track('d1', 1), track('d2', 1)],
    players: [{ name: 'Solo', hand: [track('h1', 2, 'straight', { broken: true })], discard: [] }],
    derailments,
  }, { variant: 'solo-hard' });
}

describe('Betsy (R40–R45)', () => {
  const betsyPos = (draw: object[], railway: object[] = [laid('r1', 3), laid('r2', 3)], train = 'r1', betsyPile: object[] = [], rules = {}) =>
    position({ railway, train, drawPile: draw, current: 1, players: [{ name: 'Ann', hand: [] }, { name: 'Betsy', hand: [], discard: betsyPile }] }, { variant: 'betsy', rules });

  it('R40: the Betsy game is set up as for two players, Betsy dealt nothing, 38 cards to draw, you start (ruling 45)', () => {
    const s = setUp({ variant: 'betsy', seed: 8 });
    expect(s.players.map((p) => p.name)).toEqual(['Player 1', 'Betsy']);
    expect(s.box).toHaveLength(11);
    expect(s.current).toBe(0);
    expect(s.players[1]!.hand).toEqual([]);
    expect(s.drawPile).toHaveLength(37);
  });

  it('R41: Betsy draws face up; a chaos card goes straight onto her pile and ends her turn', () => {
    const s = betsyPos([chaos('x1', 2), track('d1', 1)]);
    expect(s.phase).toBe('betsy');
    expect(publicView(s, 0).hands[1]).toEqual([expect.objectContaining({ id: 'x1' })]);
    const t = play(s, { type: 'betsy.play' });
    expect(ids(t.players[1]!.discard)).toEqual(['x1']);
    expect(t.train).toBe('r1');
    expect(t.current).toBe(0);
  });

  it('R42: she builds her card if she legally can, otherwise it goes in the box and she passes', () => {
    const built = play(betsyPos([track('d1', 2), track('d2', 1)]), { type: 'betsy.play' });
    expect(railIds(built)).toContain('d1');
    const refused = play(betsyPos([track('d1', 1), track('d2', 1)]), { type: 'betsy.play' });
    expect(ids(refused.box)).toEqual(['d1']);
    expect(refused.train).toBe('r2');
    const quiet = play(betsyPos([track('d1', 1), track('d2', 1)], undefined, undefined, [], { betsyPassEffects: false }), { type: 'betsy.play' });
    expect(quiet.train).toBe('r1');
    expect(quiet.players[1]!.discard).toEqual([]);
  });

  it('R43: no dice: the train moves the value of her card, and a derailment costs her exactly one card', () => {
    const s = play(betsyPos([track('d1', 4), track('d2', 1)], [laid('r1', 3), laid('r2', 3), laid('r3', 3)]), { type: 'betsy.play' });
    expect(s.train).toBe('d1');
    expect(s.derailments).toEqual([0, 1]);
    expect(ids(s.players[1]!.discard)).toEqual(['r1']);
    expect(railIds(s)).toEqual(['r2', 'r3', 'd1']);
  });

  it('R44: she discards each penalty card at once and always combines when she can', () => {
    const s = play(betsyPos([track('d1', 2), track('d2', 1)], [laid('r1', 4), laid('r2', 4)], 'r1', [track('b1', 4)]), { type: 'betsy.play' });
    expect(ids(s.box)).toEqual(['d1', 'b1', 'r1']);
    expect(s.players[1]!.discard).toEqual([]);
    expect(s.pending).toEqual([]);
  });

  it('R45: Betsy scores the number of cards on her pile and wins with fewer cards than your points', () => {
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1)], current: 0, players: [{ name: 'Ann', hand: [], discard: [track('p1', 4)] }, { name: 'Betsy', hand: [], discard: [track('b1', 4), track('b2', 4), track('b3', 4)] }] }, { variant: 'betsy' });
    const end = play(s, pass, discard('r1'));
    expect(end.result).toEqual({ scores: [6, 3], cards: [3, 3], winners: [1], lost: false });
  });
});

describe('the railway (R46)', () => {
  it('R46: the railway keeps a start and an end even when it winds; the train never runs back over the start', () => {
    const spiral = position({ railway: [laid('r1', 1, 'left'), laid('r2', 1, 'left'), laid('r3', 1, 'left'), laid('r4', 1, 'right')], train: 'r3', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 1)] }, {}] });
    const s = play(spiral, build(['h1', 'straight']), roll(1));
    expect(railIds(s)).toEqual(['r1', 'r2', 'r3', 'r4', 'h1']);
    expect(s.train).toBe('r4');
    const t = play(spiral, build(['h1', 'straight']), roll(1));
    expect(railIds(t)[0]).toBe('r1');
  });
});

describe('the table edge (ruling 8 switch)', () => {
  it('R25c: a table smaller than 7×7 is refused, because the initial railway might not fit', () => {
    expect(() => newGame({ seed: 0, rules: { table: { width: 6, height: 6 } } })).toThrow(/at least 7×7/);
  });

  it('R25c: on a 7×7 table every setup completes and a card leaving the table is refused as such', () => {
    for (let seed = 0; seed < 200; seed++) {
      let s = newGame({ seed, rules: { table: { width: 7, height: 7 } } });
      while (s.phase === 'setup') {
        const moves = legalActions(s);
        expect(moves.length, `seed ${seed}`).toBeGreaterThan(0);
        s = play(s, moves[seed % moves.length]!);
      }
    }
    const edge = position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1), laid('r4', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 1)] }, {}] }, { rules: { table: { width: 7, height: 7 } } });
    expect(refusal(edge, build(['h1', 'straight']))).toMatch(/^R25c: h1 would leave the table/);
  });
});

describe('refusals in the reader\'s language', () => {
  it('R25d: a refusal keeps its English message and can be worded in Dutch from the same template key', async () => {
    const { refusalText } = await import('../../src/machines/rollecate/rules/refusal');
    const nl = { ...(await import('../../src/content/i18n/nl.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/nl.json')).default } as Record<string, string>;
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 3, 'curve')] }, {}] });
    const r = explain(s, build(['h1', 'left']))!;
    expect(r.message).toBe('R25d: a 3 may not follow a 1 (h1 next to r2); neighbouring values never differ by 2.');
    expect(refusalText(r, nl)).toBe('R25d: een 3 mag niet na een 1 komen (h1 naast r2); aangrenzende waarden verschillen nooit 2.');
    const shape = explain(s, build(['h1', 'straight']))!;
    expect(refusalText(shape, nl)).toBe('R25b: h1 is een bocht en kan dus niet rechtdoor gelegd worden; de rails moeten aansluiten.');
  });

  it('the site names a refusal\'s cards in words (issue 12), the CLI keeps the ids', async () => {
    const { refusalText } = await import('../../src/machines/rollecate/rules/refusal');
    const { cardNamer } = await import('../../src/machines/rollecate/rules/narrate');
    const en = (await import('../../src/machines/rollecate/rules/messages/en.json')).default as Record<string, string>;
    const nl = { ...(await import('../../src/content/i18n/nl.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/nl.json')).default } as Record<string, string>;
    const s = position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 3, 'curve')] }, {}] });
    const r = explain(s, build(['h1', 'left']))!;
    expect(refusalText(r, en, cardNamer(s, en))).toBe('R25d: a 3 may not follow a 1 (the curved 3 next to the straight 1); neighbouring values never differ by 2.');
    expect(refusalText(r, nl, cardNamer(s, nl))).toBe('R25d: een 3 mag niet na een 1 komen (de gebogen 3 naast de rechte 1); aangrenzende waarden verschillen nooit 2.');
    // A combine names both cards, whose names already say their values.
    const pile = position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ discard: [track('p1', 4)] }, {}] });
    const passed = play(pile, { type: 'turn.pass' });
    const combine = explain(passed, { type: 'penalty.discard', card: 'r1', combine: true })!;
    expect(combine.message).toBe('R20: r1 (a 1) cannot be combined with p1 (a 4); only equal values combine.');
    expect(refusalText(combine, en, cardNamer(passed, en))).toBe('R20: the straight 1 cannot be combined with the straight 4; only equal values combine.');
    expect(refusalText(combine, nl, cardNamer(passed, nl))).toBe('R20: de rechte 1 kan niet gecombineerd worden met de rechte 4; alleen gelijke waarden combineren.');
    // A list of penalty cards: each one named.
    const notPending = explain(passed, { type: 'penalty.discard', card: 'p1', combine: false })!;
    expect(refusalText(notPending, en, cardNamer(passed, en))).toBe('R19: the straight 4 is not one of your penalty cards (the straight 1).');
  });

  it('the log tells apart two cards of the same name: the train goes on to "another straight 1"; the CLI keeps the ids', async () => {
    const { cardNamer, narrate } = await import('../../src/machines/rollecate/rules/narrate');
    const en = (await import('../../src/machines/rollecate/rules/messages/en.json')).default as Record<string, string>;
    const nl = { ...(await import('../../src/content/i18n/nl.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/nl.json')).default } as Record<string, string>;
    const lines = (s: GameState, t: Record<string, string>) => narrate(s, t, { card: cardNamer(s, t) });
    const same = play(position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 2, 'left')], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] }), pass);
    expect(lines(same, en)).toContain('Ann passes; the train moves from the straight 1 to another straight 1.');
    expect(lines(same, nl).join(' ')).toContain('de trein rijdt van de rechte 1 naar een andere rechte 1.');
    expect(narrate(same, en).join(' ')).toContain('the train moves from r1 to r2.');
    // Cards of different names keep "the" on both sides; a ride says "another" the same way as a pass.
    const other = play(position({ railway: [laid('r1', 1), laid('r2', 2, 'left')], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)] }), pass);
    expect(lines(other, en)).toContain('Ann passes; the train moves from the straight 1 to the curved 2.');
    const ride = play(play(position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 1)] }, {}] }), build(['h1', 'straight'])), roll(1));
    expect(lines(ride, en)).toContain('The train runs from the straight 1 to another straight 1.');
  });

  it('the last line of a game says how it is scored: the lowest wins; hard solo is won with fewer than four derailments', async () => {
    const { describe: line } = await import('../../src/machines/rollecate/rules/narrate');
    const en = (await import('../../src/machines/rollecate/rules/messages/en.json')).default as Record<string, string>;
    const nl = { ...(await import('../../src/content/i18n/nl.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/nl.json')).default } as Record<string, string>;
    const two: LogEntry = { t: 'end', result: { scores: [17, 8], cards: [6, 8], winners: [1], lost: false } };
    expect(line(two, ['Ann', 'Betsy'], en)).toBe('The game is over. Scores: Ann 17, Betsy 8 (the lowest wins). Winner: Betsy.');
    expect(line(two, ['Ann', 'Betsy'], nl)).toBe('Het spel is afgelopen. Stand: Ann 17, Betsy 8 (de laagste wint). Winnaar: Betsy.');
    const hard: LogEntry = { t: 'end', result: { scores: [1], cards: [1], winners: [0], lost: false } };
    // (English, with its plural, in plurals-play.test.ts.)
    expect(line(hard, ['Ann'], nl, { variant: 'solo-hard' })).toBe('Het spel is afgelopen: Ann wint het moeilijke solospel (minder dan vier ontsporingen) met 1 punt; hoe lager, hoe beter.');
  });

  it('every refusal template exists in both languages', async () => {
    const en = { ...(await import('../../src/content/i18n/en.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/en.json')).default } as Record<string, string>;
    const nl = { ...(await import('../../src/content/i18n/nl.json')).default, ...(await import('../../src/machines/rollecate/rules/messages/nl.json')).default } as Record<string, string>;
    const keys = (o: Record<string, string>) => Object.keys(o).filter((k) => k.startsWith('why.') || k.startsWith('log.') || k.startsWith('rc.')).sort();
    expect(keys(nl)).toEqual(keys(en));
  });
});
