/**
 * The game log's sentences, as a player reads them: every kind of log line, in English with card
 * ids (the CLI) and with cards named in words (the site). Each sentence is pinned whole, so a
 * narration that drops a clause, names the wrong card or loses a plural fails here (found by
 * mutation testing, `npm run mutate -- rollecate`).
 */
import { describe as group, expect, it } from 'vitest';
import { cardNamer, cardsOf, cardWords, describe, narrate } from '../../src/machines/rollecate/rules/narrate';
import type { Card, GameState, LogEntry } from '../../src/machines/rollecate/rules/types';
import enRules from '../../src/machines/rollecate/rules/messages/en.json';
import nlRules from '../../src/machines/rollecate/rules/messages/nl.json';
import nlSite from '../../src/content/i18n/nl.json';
import { appendEntry, emptyLog } from '../../src/machines/shared/logbook';
import { refusalText, why } from '../../src/machines/rollecate/rules/refusal';
import { laid, play, position, track } from './helpers';

const names = ['Ann', 'Bob'];
const say = (e: LogEntry) => describe(e, names);
const cards: Record<string, Card> = {
  s1: { id: 's1', value: 1, shape: 'straight' },
  t1: { id: 't1', value: 1, shape: 'straight' },
  c2: { id: 'c2', value: 2, shape: 'curve' },
  b3: { id: 'b3', value: 3, shape: 'straight', broken: true },
  x4: { id: 'x4', value: 4, chaos: true },
};
const words = (e: LogEntry, variant?: GameState['variant']) => describe(e, names, undefined, { card: (id, article) => cardWords(cards[id]!, article), variant });

group('R2, R3, R6, R7: setup lines', () => {
  it('R2: an initial card laid straight, left or right; R3: a card set aside', () => {
    expect(say({ t: 'setup', player: 0, card: 's1', turn: 'straight' })).toBe('Ann lays s1 in line with the initial railway.');
    expect(say({ t: 'setup', player: 1, card: 'c2', turn: 'left' })).toBe('Bob lays c2 on the initial railway, turning left.');
    expect(words({ t: 'setup', player: 1, card: 'c2', turn: 'right' })).toBe('Bob lays a curved 2 on the initial railway, turning right.');
    expect(words({ t: 'aside', player: 0, card: 'x4' })).toBe('Ann draws a chaos 4 during setup and sets it aside.');
  });

  it('R6, R7: the end of setup counts the cards removed, dealt and left, with each count\'s plural', () => {
    expect(say({ t: 'setupDone', removed: 11, dealt: 4, drawPile: 36 })).toBe('Setup done: 11 cards go back in the box unseen, 4 are dealt, 36 remain to draw.');
    expect(say({ t: 'setupDone', removed: 1, dealt: 1, drawPile: 1 })).toBe('Setup done: 1 card goes back in the box unseen, 1 is dealt, 1 remains to draw.');
  });
});

group('R11–R16: draws and passes', () => {
  it('R11: a draw, and the draw of the last card; an unknown seat is named by its number', () => {
    expect(say({ t: 'draw', player: 0, card: 's1', last: false })).toBe('Ann draws s1.');
    expect(words({ t: 'draw', player: 1, card: 'b3', last: true })).toBe('Bob draws the broken 3 — the last card: this is the final turn.');
    expect(say({ t: 'draw', player: 2, card: 's1', last: false })).toBe('#3 draws s1.');
  });

  it('R14, R15: a pass moves the train on, or leaves it on the last card', () => {
    expect(say({ t: 'pass', player: 0, from: 's1', to: 'c2' })).toBe('Ann passes; the train moves from s1 to c2.');
    expect(words({ t: 'pass', player: 0, from: 's1', to: 'c2' })).toBe('Ann passes; the train moves from the straight 1 to the curved 2.');
    expect(words({ t: 'pass', player: 0, from: 's1', to: 't1' })).toBe('Ann passes; the train moves from the straight 1 to another straight 1.');
    expect(say({ t: 'pass', player: 1, from: 'c2', to: 'c2' })).toBe('Bob passes; the train is already on the last card and stays.');
  });
});

group('R24–R30: builds, rolls and rides', () => {
  it('R27: a build names its cards (in words: "a, b and c") and the dice it owes; Betsy\'s owes none', () => {
    expect(say({ t: 'build', player: 0, cards: ['s1', 't1'], dice: 2 })).toBe('Ann builds s1, t1: 2 dice to roll.');
    expect(words({ t: 'build', player: 0, cards: ['s1', 't1', 's1'], dice: 3 })).toBe('Ann builds a straight 1, a straight 1 and a straight 1: 3 dice to roll.');
    expect(words({ t: 'build', player: 0, cards: ['s1', 'c2', 'b3'], dice: 3 })).toBe('Ann builds a straight 1, a curved 2 and the broken 3: 3 dice to roll.');
    expect(words({ t: 'build', player: 0, cards: ['c2'], dice: 1 })).toBe('Ann builds a curved 2: 1 die to roll.');
    expect(words({ t: 'build', player: 1, cards: ['c2'], dice: 0 })).toBe('Bob builds a curved 2.');
  });

  it('R28: a roll says the dice and the wheels, each with its plural', () => {
    expect(say({ t: 'roll', player: 0, dice: 1, wheels: 0 })).toBe('Ann rolls 1 die: 0 wheels.');
    expect(say({ t: 'roll', player: 0, dice: 3, wheels: 1 })).toBe('Ann rolls 3 dice: 1 wheel.');
  });

  it('R28–R30: a ride says where the train went, how far past the end it ran and what broken track it crossed', () => {
    expect(say({ t: 'ride', player: 0, from: 's1', to: 'c2', overshoot: 0, broken: [] })).toBe('The train runs from s1 to c2.');
    expect(words({ t: 'ride', player: 0, from: 's1', to: 't1', overshoot: 0, broken: [] })).toBe('The train runs from the straight 1 to another straight 1.');
    expect(words({ t: 'ride', player: 0, from: 'c2', to: 'c2', overshoot: 0, broken: [] })).toBe('The train does not move: it stays on the curved 2.');
    expect(say({ t: 'ride', player: 0, from: 's1', to: 'c2', overshoot: 1, broken: [] })).toBe('The train runs from s1 to c2. It derails: 1 step could not be taken.');
    expect(words({ t: 'ride', player: 0, from: 's1', to: 'b3', overshoot: 2, broken: ['b3'] })).toBe(
      'The train runs from the straight 1 to the broken 3. It derails: 2 steps could not be taken. It crossed broken track: the broken 3.',
    );
  });

  it('R29, R39: a derailment is counted; the fourth loses hard solo', () => {
    expect(say({ t: 'derail', player: 1, count: 1 })).toBe('Bob now has 1 derailment.');
    expect(say({ t: 'derail', player: 1, count: 2 })).toBe('Bob now has 2 derailments.');
    expect(say({ t: 'lost', player: 0 })).toBe('Ann derails a fourth time and loses the hard solo game.');
  });
});

group('R16–R22, R31, R42: penalties and discards', () => {
  it('R17, R18: the penalty cards taken, those forfeited, and a penalty nothing can pay', () => {
    expect(say({ t: 'penalty', player: 0, cards: ['s1'], forfeited: 0 })).toBe('Ann takes 1 penalty card: s1.');
    expect(words({ t: 'penalty', player: 0, cards: ['s1', 'c2'], forfeited: 1 })).toBe('Ann takes 2 penalty cards: a straight 1 and a curved 2. (1 more could not be taken.)');
    expect(say({ t: 'penalty', player: 0, cards: [], forfeited: 2 })).toBe('Ann owes 2 penalty cards, but none can be taken: the train stands on the first card.');
  });

  it('R19–R22, R31: a discard onto the pile, or combined with the top; chaos cards alike', () => {
    expect(say({ t: 'discard', player: 0, card: 's1', combinedWith: null })).toBe('Ann puts s1 on the discard pile.');
    expect(words({ t: 'discard', player: 0, card: 's1', combinedWith: 't1' })).toBe('Ann discards a straight 1 and combines it with the straight 1: both go in the box.');
    expect(words({ t: 'chaos', player: 1, card: 'x4', combinedWith: null })).toBe('Bob puts a chaos 4 on the discard pile.');
    expect(say({ t: 'chaos', player: 1, card: 'x4', combinedWith: 'c2' })).toBe('Bob discards x4 and combines it with c2: both go in the box.');
  });

  it('R42: Betsy\'s card that cannot be built goes in the box', () => {
    expect(words({ t: 'betsyBox', player: 1, card: 'b3' })).toBe('Bob cannot build the broken 3; it goes in the box and she passes.');
  });
});

group('R35–R39, R45: the end', () => {
  const result = (scores: number[], winners: number[], lost = false) => ({ t: 'end' as const, result: { scores, cards: scores, winners, lost } });

  it('R35, R36: the scores and the winner, or a shared win', () => {
    expect(say(result([12, 9], [1]))).toBe('The game is over. Scores: Ann 12, Bob 9 (the lowest wins). Winner: Bob.');
    expect(say(result([9, 9], [0, 1]))).toBe('The game is over. Scores: Ann 9, Bob 9 (the lowest wins). Shared win: Ann & Bob.');
  });

  it('R37, R39: a solo game is scored, a hard solo game won or lost', () => {
    expect(say(result([7], [0]))).toBe('The game is over. Ann scores 7 points; the lower, the better.');
    expect(words(result([1], [0]), 'solo-hard')).toBe('The game is over: Ann wins the hard solo game (fewer than four derailments) with 1 point; the lower, the better.');
    expect(say(result([0], [], true))).toBe('The game is over: lost.');
  });
});

group('cards named as a player names them (issue 12)', () => {
  it('each kind of card with each article; an id the position does not hold stays an id', () => {
    expect(['a', 'the', 'another'].map((a) => cardWords(cards.s1!, a as 'a'))).toEqual(['a straight 1', 'the straight 1', 'another straight 1']);
    expect(['a', 'the', 'another'].map((a) => cardWords(cards.c2!, a as 'a'))).toEqual(['a curved 2', 'the curved 2', 'another curved 2']);
    expect(['a', 'the', 'another'].map((a) => cardWords(cards.b3!, a as 'a'))).toEqual(['the broken 3', 'the broken 3', 'another broken 3']);
    expect(['a', 'the', 'another'].map((a) => cardWords(cards.x4!, a as 'a'))).toEqual(['a chaos 4', 'the chaos 4', 'another chaos 4']);
    expect(cardWords(cards.c2!, 'a', { ...nlSite, ...nlRules } as Record<string, string>)).toBe('een gebogen 2');
    const s = position({ railway: [laid('r1', 1), laid('r2', 2, 'left')], train: 'r1', drawPile: [track('d1', 3), track('d2', 4, 'curve')] });
    const name = cardNamer(s);
    expect(name('r2', 'the')).toBe('the curved 2');
    expect(name('zz', 'a')).toBe('zz');
  });

  it('every zone\'s cards are known by id: railway, hands, piles, draw pile, box, pending, setup card and set-aside cards', () => {
    const c = (id: string) => ({ id, value: 1, shape: 'straight' }) as Card;
    const zones = {
      railway: [{ card: c('rw'), turn: 'straight', x: 0, y: 0, dir: 0 }],
      players: [{ name: 'A', hand: [c('hd')], discard: [c('dc')] }],
      drawPile: [c('dp')], box: [c('bx')], pending: [c('pd')],
      setup: { order: [0], card: c('sc'), aside: [c('as')], start: 0 },
    } as unknown as GameState;
    expect([...cardsOf(zones).keys()].sort()).toEqual(['as', 'bx', 'dc', 'dp', 'hd', 'pd', 'rw', 'sc']);
    expect([...cardsOf({ ...zones, setup: null }).keys()].sort()).toEqual(['bx', 'dc', 'dp', 'hd', 'pd', 'rw']);
  });

  it('narrate reads a game\'s own log with its players\' names and its variant; a namer names the cards', () => {
    const s = play(position({ railway: [laid('r1', 1), laid('r2', 2, 'left')], train: 'r1', drawPile: [track('d1', 3), track('d2', 4)] }), { type: 'turn.pass' });
    expect(narrate(s).slice(0, 2)).toEqual(['Ann draws d1.', 'Ann passes; the train moves from r1 to r2.']);
    expect(narrate(s, undefined, { card: cardNamer(s) }).slice(0, 2)).toEqual(['Ann draws a straight 3.', 'Ann passes; the train moves from the straight 1 to the curved 2.']);
    // A one-player result is read by the game's variant: hard solo is won, plain solo only scored.
    const end: LogEntry = { t: 'end', result: { scores: [4], cards: [2], winners: [0], lost: false } };
    const solo = (variant: GameState['variant']) => ({ ...s, variant, players: [s.players[0]!], log: appendEntry(emptyLog<LogEntry>(), end) });
    expect(narrate(solo('solo-hard'))).toEqual(['The game is over: Ann wins the hard solo game (fewer than four derailments) with 4 points; the lower, the better.']);
    expect(narrate(solo('solo'))).toEqual(['The game is over. Ann scores 4 points; the lower, the better.']);
  });
});

group('refusals in words (issue 12)', () => {
  const en = enRules as Record<string, string>;
  const nl = { ...nlSite, ...nlRules } as Record<string, string>;

  it('R25b: the turn a refusal names is said in the page\'s language', () => {
    const r = why('R25b', 'shape.straight', { card: 'h1', turn: 'left' });
    expect(r.message).toBe('R25b: h1 is a straight card, so it cannot be laid left; the rails must line up.');
    expect(refusalText(r, nl)).toBe('R25b: h1 is een recht spoor en kan dus niet naar links gelegd worden; de rails moeten aansluiten.');
    expect(refusalText(r, en)).toBe(r.message);
    // A turn with no word in the language is left as it is.
    expect(refusalText(why('R25b', 'shape.curve', { card: 'h1', turn: 'up' }), nl)).toBe('R25b: h1 is een bocht en kan dus niet up gelegd worden; de rails moeten aansluiten.');
  });

  it('R25c, R24: with a namer, the other card a refusal names is named in words too; a number stays a number', () => {
    const name = (id: string, article: 'a' | 'the' | 'another') => cardWords(cards[id]!, article);
    expect(refusalText(why('R25c', 'build.overlap', { card: 's1', other: 'c2' }), en, name)).toBe('R25c: the straight 1 would overlap the curved 2; cards never overlap.');
    expect(refusalText(why('R24', 'twice', { card: 'x4' }), en, name)).toBe('R24: the chaos 4 is named twice.');
    expect(refusalText(why('R19', 'discard.notPending', { card: 'b3', cards: 's1, c2' }), en, name)).toBe('R19: the broken 3 is not one of your penalty cards (the straight 1, the curved 2).');
    expect(refusalText(why('R27', 'phase.roll', { dice: 2 }), en, name)).toBe(why('R27', 'phase.roll', { dice: 2 }).message);
  });

  it('a refusal without a template key keeps its own message', () => {
    expect(refusalText({ rule: 'R12', key: '', vars: {}, message: 'R12: not now.' }, nl)).toBe('R12: not now.');
  });
});
