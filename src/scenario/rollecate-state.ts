/**
 * A whole Rollecate game state read from an untrusted document: a saved game, or the start of its turn. The table's
 * save codec (src/play/rollecate/save.ts) and a position about to be played at the table are held to it.
 *
 * A saved game is trusted no more than a scenario position. Its state passes:
 * - the scenario runner's own checks (rollecate.ts beside this file): every card read by `readCard` (ids, values 1–4,
 *   shapes; no id twice), the rule switches by `readRules` (table sizes 7–1,000), the players a variant seats
 *   (`playerCounts`), derailments no more than a seat's turns (`turnsPerSeat`, three in hard solo), a 32-bit dice
 *   generator;
 * - the deck as the rules define it (R1, deck.ts): the 55 cards, with each kind (value, shape, broken, chaos) as often
 *   as in the deck;
 * - the engine's invariants (every card in one place, a sound railway, …);
 * - a result recomputed from the players' piles (R34–R36, R39, R45);
 * - every log entry's fields in range and consistent with the game: a seat that exists, cards of this game, as many
 *   dice as the cards built are worth (R27), wheels no more than the dice, at most one line per card drawn, and at
 *   most 2,000 lines (a whole game writes about 230).
 * The result and the log are checked rather than replayed: a game opened from a shared position has no start to
 * replay from.
 */
import { asScenario, isObj, isInt, isStr, need, BadSave, type Obj } from './checks';
import { DECK_SIZE, makeDeck } from '../machines/rollecate/rules/deck';
import { FULL_DECK, checkInvariants } from '../machines/rollecate/rules/invariants';
import { computeResult, loseHardSolo } from '../machines/rollecate/rules/scoring';
import { DEFAULT_RULES, VARIANTS } from '../machines/rollecate/rules/switches';
import type { Card, GameState, LogEntry, Result, RuleSwitches, Variant } from '../machines/rollecate/rules/types';
import { logEntries, logFrom } from '../machines/shared/logbook';
import { HARD_SOLO_DERAILMENTS, TURNS as CARD_TURNS, playerCounts, readCard, readRules, turnsPerSeat } from './rollecate';
import { MAX_SEED, show } from './types';

/** The longest player name a saved game may hold (the start form takes 24 characters). */
const MAX_NAME = 100;
/** The most log lines a saved game may hold: a whole game writes about 230. */
export const MAX_LOG = 2000;
/** The most dice a build can owe: every track card of the deck at once (R27). */
const DECK_TRACK_VALUE = makeDeck()
  .filter((c) => !c.chaos)
  .reduce((sum, c) => sum + c.value, 0);

/** A game state as a saved game and a shared link hold it: the log as a plain list of lines. */
export type StoredState = Omit<GameState, 'log'> & { log: LogEntry[] };

/** A state as it is saved (its log written out as a list). */
export function storedState(s: GameState): StoredState {
  return { ...s, log: logEntries(s.log) };
}

/** A saved state (already checked by `stateProblem`) as the rules hold it. */
export function fromStored(s: StoredState): GameState {
  return { ...s, log: logFrom(s.log) };
}


function checkCards(v: unknown, where: string): void {
  need(Array.isArray(v) && v.length <= DECK_SIZE, `${where} is not a list of cards`);
}

const PHASES = ['setup', 'draw', 'action', 'roll', 'discard', 'betsy', 'over'];
/** A railway card's turns, as the scenario reader takes them (read as text here). */
const TURNS: readonly string[] = CARD_TURNS;
const LOG_TYPES = ['setup', 'aside', 'setupDone', 'draw', 'pass', 'build', 'roll', 'ride', 'derail', 'lost', 'penalty', 'discard', 'chaos', 'betsyBox', 'end'];

function checkRules(v: unknown): void {
  need(isObj(v), 'the rule switches are missing');
  const r = v as Obj;
  for (const k of Object.keys(DEFAULT_RULES) as (keyof RuleSwitches)[]) {
    if (k === 'table') need(Object.hasOwn(r, 'table'), 'the table size is missing');
    else need(typeof r[k] === 'boolean', `rule switch ${k} is not true or false`);
  }
  // The runner's reader: no unknown switch, a table from 7 to 1,000 squares a side.
  asScenario(() => readRules(r), 'the rule switches: ');
}

function checkResult(v: unknown, seats: number): void {
  need(isObj(v), 'the result is not valid');
  const r = v as Obj;
  for (const k of ['scores', 'cards'] as const) {
    need(Array.isArray(r[k]) && (r[k] as unknown[]).length === seats && (r[k] as unknown[]).every((n) => isInt(n)), `result.${k} is not one number per player`);
  }
  need(Array.isArray(r.winners) && (r.winners as unknown[]).length <= seats && (r.winners as unknown[]).every((n) => isInt(n)), 'result.winners is not a list of seats');
  need(typeof r.lost === 'boolean', 'result.lost is not true or false');
}

/** The kind of a card as the deck counts it (R1): value, shape, broken or chaos. */
function kindOf(c: Card): string {
  return c.chaos ? `chaos card of value ${c.value}` : `${c.broken ? 'broken ' : ''}${c.shape} track of value ${c.value}`;
}

const tally = (cards: readonly Card[]) => {
  const out = new Map<string, number>();
  for (const c of cards) out.set(kindOf(c), (out.get(kindOf(c)) ?? 0) + 1);
  return out;
};
const DECK_KINDS = tally(makeDeck());

/** Why these are not the deck's cards (R1, deck.ts), or null: each kind exactly as often as in the deck. */
function deckProblem(cards: readonly Card[]): string | null {
  const found = tally(cards);
  for (const kind of new Set([...DECK_KINDS.keys(), ...found.keys()])) {
    const want = DECK_KINDS.get(kind) ?? 0;
    const have = found.get(kind) ?? 0;
    if (want !== have) return `the game holds ${have} × ${kind}, but the deck has ${want} (R1: the ${DECK_SIZE} cards)`;
  }
  return null;
}

/** Every card of a state with where it lies, in the order the runner would name them. */
function cardsOf(s: GameState): [string, unknown][] {
  const out: [string, unknown][] = [];
  s.railway.forEach((p, i) => out.push([`railway[${i}]`, p.card]));
  s.drawPile.forEach((c, i) => out.push([`drawPile[${i}]`, c]));
  s.players.forEach((p, i) => {
    p.hand.forEach((c, j) => out.push([`players[${i}].hand[${j}]`, c]));
    p.discard.forEach((c, j) => out.push([`players[${i}].discard[${j}]`, c]));
  });
  s.box.forEach((c, i) => out.push([`box[${i}]`, c]));
  s.pending.forEach((c, i) => out.push([`pending[${i}]`, c]));
  if (s.setup) {
    s.setup.aside.forEach((c, i) => out.push([`setup.aside[${i}]`, c]));
    if (s.setup.card !== null) out.push(['setup.card', s.setup.card]);
  }
  return out;
}

/** How many derailments a seat can have had in this game (the runner's bound; the lost hard solo game has its fourth). */
function maxDerailments(s: GameState): number {
  if (s.variant === 'solo-hard') return HARD_SOLO_DERAILMENTS + (s.result?.lost ? 1 : 0);
  return turnsPerSeat(s.variant, s.players.length, s.rules);
}

/** The result the rules give for the piles as they lie (R34–R36, R45), or the lost hard solo game's (R39). */
function expectedResult(s: GameState): Result {
  return (s.result?.lost ? loseHardSolo(s).result : computeResult(s)) as Result;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every log line's fields in range and consistent with the game around it. */
function checkLog(s: GameState, log: readonly Obj[], byId: ReadonlyMap<string, Card>): void {
  const seats = s.players.length;
  const maxDerail = maxDerailments(s);
  let draws = 0;
  let owed: number | null = null;
  log.forEach((e, i) => {
    const at = `log line ${i} (${String(e.t)})`;
    const player = () => need(isInt(e.player) && e.player < seats, `${at}: there is no seat ${show(e.player)}`);
    const card = (v: unknown, what = 'card') => need(isStr(v) && byId.has(v), `${at}: ${what} ${show(v)} is not a card of this game`);
    const cards = (v: unknown, what = 'cards') => {
      need(Array.isArray(v) && v.length <= DECK_SIZE && new Set(v).size === v.length, `${at}: ${what} are not a list of different cards`);
      (v as unknown[]).forEach((c) => card(c));
    };
    const count = (v: unknown, max: number, what: string) => need(isInt(v) && v <= max, `${at}: ${what} ${show(v)} is not a whole number from 0 to ${max}`);
    switch (e.t) {
      case 'setup':
        player();
        card(e.card);
        need(TURNS.includes(e.turn as string), `${at}: turn ${show(e.turn)} is not straight, left or right`);
        break;
      case 'aside':
      case 'betsyBox':
        player();
        card(e.card);
        break;
      case 'setupDone':
        count(e.removed, DECK_SIZE, 'cards removed');
        count(e.dealt, DECK_SIZE, 'cards dealt');
        count(e.drawPile, DECK_SIZE, 'draw pile');
        break;
      case 'draw':
        player();
        card(e.card);
        need(typeof e.last === 'boolean', `${at}: "last" is not true or false`);
        draws++;
        break;
      case 'pass':
        player();
        card(e.from, 'from');
        card(e.to, 'to');
        break;
      case 'build': {
        player();
        cards(e.cards);
        const laid = e.cards as string[];
        need(laid.length > 0, `${at}: nothing was built`);
        const worth = laid.reduce((sum, id) => sum + (byId.get(id)?.value ?? 0), 0);
        const betsy = !!s.players[e.player as number]?.betsy;
        // R27: as many dice as the values built add up to; Betsy never rolls (R43).
        need(e.dice === (betsy ? 0 : worth), `${at}: ${show(e.dice)} dice for cards worth ${worth} (R27)`);
        owed = e.dice as number;
        break;
      }
      case 'roll':
        player();
        need(owed !== null && owed > 0 && e.dice === owed, `${at}: ${show(e.dice)} dice, but the build before it owed ${owed ?? 0} (R27)`);
        count(e.wheels, owed as number, 'wheels');
        owed = null;
        break;
      case 'ride':
        player();
        card(e.from, 'from');
        card(e.to, 'to');
        count(e.overshoot, DECK_TRACK_VALUE, 'steps past the end');
        cards(e.broken, 'broken tracks');
        break;
      case 'derail':
        player();
        need(isInt(e.count, 1) && e.count <= maxDerail, `${at}: derailment ${show(e.count)} is not from 1 to ${maxDerail}`);
        break;
      case 'lost':
        player();
        break;
      case 'penalty':
        player();
        cards(e.cards);
        count(e.forfeited, DECK_SIZE, 'cards forfeited');
        break;
      case 'discard':
      case 'chaos':
        player();
        card(e.card);
        if (e.combinedWith !== null) card(e.combinedWith, 'combined with');
        break;
      case 'end':
        need(i === log.length - 1 && s.phase === 'over', `${at}: the game ends before its last line`);
        need(sameJson(e.result, s.result), `${at}: the result in the log is not the game's result`);
        break;
      default:
        need(false, `${at}: unknown line`);
    }
  });
  need(draws <= DECK_SIZE, `the log draws ${draws} cards; the game has ${DECK_SIZE}`);
  if (s.phase === 'over') need(log.at(-1)?.t === 'end', 'the game is over, but its log does not end with the result');
  if (s.phase === 'roll') need(owed !== null && s.dice === owed, `${s.dice} dice are owed, but the last build owed ${owed ?? 0} (R27)`);
}

/** Why `v` is not a sound game state, or null when it is one. */
export function stateProblem(v: unknown): string | null {
  try {
    need(isObj(v), 'the game state is missing');
    const s = v as Obj;
    need(VARIANTS.includes(s.variant as GameState['variant']), `unknown variant ${show(s.variant)}`);
    const variant = s.variant as Variant;
    checkRules(s.rules);
    need(PHASES.includes(s.phase as string), `unknown phase ${show(s.phase)}`);
    need(Array.isArray(s.players), 'the players are missing');
    const seats = (s.players as unknown[]).length;
    need(playerCounts(variant).includes(seats), `a ${variant} game has ${playerCounts(variant).join(' to ')} players, not ${seats}`);
    (s.players as unknown[]).forEach((p, i) => {
      need(isObj(p), `player ${i} is not valid`);
      const q = p as Obj;
      need(isStr(q.name) && q.name.length <= MAX_NAME, `player ${i} has no name of at most ${MAX_NAME} characters`);
      checkCards(q.hand, `player ${i}'s hand`);
      checkCards(q.discard, `player ${i}'s discard pile`);
      need(q.betsy === undefined || typeof q.betsy === 'boolean', `player ${i}.betsy is not true or false`);
      need(!!q.betsy === (variant === 'betsy' && i === 1), `seat ${i} ${q.betsy ? 'is' : 'is not'} Betsy in a ${variant} game (R40)`);
    });
    need(isInt(s.current) && s.current < seats, 'the current seat is not valid');
    need(Array.isArray(s.railway) && s.railway.length <= DECK_SIZE, 'the railway is missing');
    (s.railway as unknown[]).forEach((p, i) => {
      need(isObj(p), `railway card ${i} is not valid`);
      const q = p as Obj;
      need(TURNS.includes(q.turn as string), `railway card ${i} has turn ${show(q.turn)}`);
      // However the railway lies, no card is more squares from where it began than the game has cards.
      need(isInt(q.x, -DECK_SIZE) && isInt(q.y, -DECK_SIZE) && q.x <= DECK_SIZE && q.y <= DECK_SIZE, `railway card ${i} has no square`);
      need(q.dir === 0 || q.dir === 1 || q.dir === 2 || q.dir === 3, `railway card ${i} has no direction`);
    });
    need(s.train === null || isStr(s.train), 'the train is not valid');
    checkCards(s.drawPile, 'the draw pile');
    checkCards(s.box, 'the box');
    checkCards(s.pending, 'the penalty cards');
    need(isInt(s.unseen) && s.unseen <= (s.box as unknown[]).length, 'the unseen count is not valid');
    need(isInt(s.owed) && s.owed <= DECK_SIZE && isInt(s.dice) && s.dice <= DECK_TRACK_VALUE, 'the owed cards or dice are not valid');
    need(Array.isArray(s.derailments) && (s.derailments as unknown[]).every((n) => isInt(n)), 'the derailments are not valid');
    need(s.ride === null || isObj(s.ride), 'the last ride is not valid');
    if (isObj(s.ride)) {
      const r = s.ride;
      need(isInt(r.wheels) && r.wheels <= DECK_TRACK_VALUE && isStr(r.from) && isStr(r.to) && isInt(r.overshoot) && r.overshoot <= DECK_TRACK_VALUE, 'the last ride is not valid');
      need(Array.isArray(r.broken) && r.broken.length <= DECK_SIZE && r.broken.every(isStr), 'the last ride is not valid');
      need(r.faces === undefined || (Array.isArray(r.faces) && r.faces.length <= DECK_TRACK_VALUE && r.faces.every((f) => typeof f === 'boolean')), 'the dice faces are not valid');
    }
    need(s.setup === null || isObj(s.setup), 'the setup progress is not valid');
    if (isObj(s.setup)) {
      const u = s.setup;
      need(Array.isArray(u.order) && u.order.length === 4 && (u.order as unknown[]).every((n) => isInt(n) && n < 4) && isInt(u.start) && u.start < 4, 'the setup order is not valid');
      need(u.card === null || isObj(u.card), 'the setup card is not valid');
      checkCards(u.aside, 'the cards set aside');
    }
    need(isInt(s.rng) && s.rng <= MAX_SEED, 'the dice generator is not valid');
    need(s.result === null || isObj(s.result), 'the result is not valid');
    if (s.result !== null) checkResult(s.result, seats);
    need(Array.isArray(s.log) && s.log.length <= MAX_LOG, `the move log is missing or longer than ${MAX_LOG} lines`);
    need((s.log as unknown[]).every((e) => isObj(e) && LOG_TYPES.includes(e.t as string)), 'the move log is not valid');

    // The rules read the log as a log book (shared/logbook.ts); a saved game holds it as a plain list.
    const lines = s.log as Obj[];
    const state = { ...s, log: logFrom(lines) } as unknown as GameState;
    // Every card as the runner reads a position's cards (ids, values, shapes, no id twice)…
    const seen = new Set<string>();
    const byId = new Map<string, Card>();
    for (const [where, raw] of cardsOf(state)) {
      const card = asScenario(() => readCard(where, raw, seen));
      byId.set(card.id, card);
    }
    // …and the 55 cards the rules define, each kind as often as in the deck.
    const deck = deckProblem([...byId.values()]);
    need(deck === null, deck ?? '');
    // The engine's own invariants: every card in one place, a sound railway, a result exactly when over, …
    const problems = checkInvariants(state, FULL_DECK);
    need(problems.length === 0, problems[0] ?? '');
    const maxDerail = maxDerailments(state);
    state.derailments.forEach((n, i) => need(n <= maxDerail, `player ${i} has ${n} derailments; a ${variant} game allows at most ${maxDerail}`));
    if (state.result) {
      need(!state.result.lost || variant === 'solo-hard', 'only a hard solo game can be lost (R39)');
      if (!state.result.lost) {
        need(state.drawPile.length === 0, 'the game is over with cards left to draw (R33)');
        need(state.players.every((p) => p.hand.length === 0), 'the game is over with cards left in a hand (R34)');
      } else need(state.derailments[0] === HARD_SOLO_DERAILMENTS + 1, 'a lost hard solo game ends on its fourth derailment (R39)');
      need(sameJson(state.result, expectedResult(state)), `the result does not follow from the players' piles (R35, R36): they give ${show(expectedResult(state))}`);
    }
    checkLog(state, lines, byId);
    return null;
  } catch (e) {
    if (e instanceof BadSave) return e.message;
    return `the game state could not be checked (${e instanceof Error ? e.message : String(e)})`;
  }
}

