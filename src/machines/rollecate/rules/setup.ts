/** Setting up a game (R1–R9, R38, R40; rulings 1, 12, 13, 14, 37, 45). */
import { makeDeck } from './deck';
import { emptyList } from '../../shared/lists';
import { insideTable, nextSquare, place, squareFree, turnFits } from './geometry';
import { nextInt, seedFrom, shuffle } from '../../shared/rng';
import { chooseTurn } from './orientation';
import { draft, edit, editHand, editSetup, inOneDraft, log, replace } from './state';
import { emptyLog } from '../../shared/logbook';
import { DEFAULT_RULES } from './switches';
import { explainValue } from './values';
import { why } from './refusal';
import type { Card, GameState, Placed, Refusal, RuleSwitches, Turn, Variant } from './types';

export interface NewGameOptions {
  variant?: Variant;
  /** Player names; Betsy is added as seat 1 in the Betsy variant. */
  players?: string[];
  seed?: number | string;
  rules?: Partial<RuleSwitches>;
  /** Seat that starts; random (seeded) when left out, the human against Betsy (ruling 45). */
  start?: number;
  /** Play with another deck (tests); the assumed 55 cards by default. */
  deck?: Card[];
}

/** Cards put back in the box unseen, by number of seats (R6). Solo and Betsy set up as for two (R38, R40). */
export function cardsRemoved(seats: number): number {
  return seats >= 4 ? 7 : seats === 3 ? 9 : 11;
}

/**
 * Who places each of the four initial cards. The start player is chosen first
 * and seats then place in turn order, so with three players the start player
 * places twice (R4, ruling 14 / A-S1).
 * @rule R4
 */
export function setupOrder(seats: number, start: number): number[] {
  const n = Math.max(seats, 1);
  return [0, 1, 2, 3].map((i) => (start + i) % n);
}

/**
 * A new game, shuffled with the seed, waiting for the first initial card.
 * @rule R1 All 55 cards are shuffled into one face-down draw pile.
 * @rule R9 The start player: the rulebook asks who last travelled by train; we draw one at random (A-S1).
 * @rule R38 Solo is set up as for two players.
 * @rule R40 Against Betsy the game is set up as for two players.
 */
export function newGame(options: NewGameOptions = {}): GameState {
  const variant = options.variant ?? 'standard';
  const rules = { ...DEFAULT_RULES, ...options.rules };
  // Solo and Betsy keep only the first name (below), so one default list serves every variant.
  let names = options.players ?? ['Player 1', 'Player 2'];
  if (variant === 'betsy') names = [names[0] ?? 'Player 1', 'Betsy'];
  if (variant === 'solo' || variant === 'solo-hard') names = [names[0] ?? 'Player 1'];
  if (variant === 'standard' && (names.length < 2 || names.length > 4)) {
    throw new Error('A standard game has 2 to 4 players.');
  }
  if (rules.table && (rules.table.width < MIN_TABLE || rules.table.height < MIN_TABLE)) {
    throw new Error(`A table must be at least ${MIN_TABLE}×${MIN_TABLE} squares, so that the initial railway always fits.`);
  }
  let rng = seedFrom(options.seed ?? 1);
  let drawPile: Card[];
  [drawPile, rng] = shuffle(options.deck ?? makeDeck(), rng);
  let start = options.start ?? (variant === 'betsy' ? 0 : -1);
  if (start < 0) [start, rng] = nextInt(rng, names.length);
  const state: GameState = {
    variant,
    rules,
    phase: 'setup',
    players: names.map((name, i) => ({ name, hand: emptyList<Card>(), discard: emptyList<Card>(), ...(variant === 'betsy' && i === 1 ? { betsy: true } : {}) })),
    current: start,
    railway: emptyList(),
    train: null,
    drawPile,
    box: emptyList(),
    unseen: 0,
    pending: emptyList(),
    owed: 0,
    dice: 0,
    derailments: names.map(() => 0),
    ride: null,
    setup: { order: setupOrder(variant === 'standard' ? names.length : 2, start), card: null, aside: emptyList(), start },
    rng,
    result: null,
    log: emptyLog(),
  };
  return drawSetupCard(state);
}

/**
 * The seat placing the next initial card draws until it holds a track card;
 * chaos cards drawn meanwhile are set aside, to be shuffled back into the pile
 * once the initial railway is done (ruling 12). Broken tracks may
 * be part of the initial railway (ruling 13). With `valueRuleInSetup`, a card
 * that cannot follow the last one is set aside as well (ruling 1's switch).
 * @rule R3
 */
export function drawSetupCard(input: GameState): GameState {
  const s = draft(input);
  // Called only while an initial card is still to come (editSetup throws when no setup is in progress).
  const setup = editSetup(s);
  const seat = setup.order[s.railway.length] as number;
  s.current = seat % s.players.length;
  const drawPile = edit(s, 'drawPile');
  while (drawPile.length > 0) {
    const card = drawPile.shift() as Card;
    const next = nextSquare(s.railway);
    const unfit = s.rules.valueRuleInSetup && explainValue(s, s.railway, card, next.x, next.y) !== null;
    if (card.chaos || unfit) {
      setup.aside.push(card);
      log(s, { t: 'aside', player: s.current, card: card.id });
      continue;
    }
    setup.card = card;
    return s;
  }
  throw new Error('The draw pile ran out while building the initial railway.');
}

export function explainSetupPlace(s: GameState, turn: Turn | undefined): Refusal | null {
  const card = s.setup?.card;
  if (s.phase !== 'setup' || !card) return why('R2', 'setup.done');
  if (turn !== undefined && !turnFits(card, turn)) {
    return why('R25b', `shape.${card.shape}`, { card: card.id, turn: String(turn) });
  }
  const next = nextSquare(s.railway);
  if (!insideTable(next.x, next.y, s.rules.table)) return why('R25c', 'setup.offTable');
  if (!squareFree(s.railway, next.x, next.y, s.rules.table)) {
    return why('R25c', 'setup.taken');
  }
  return null;
}

/**
 * The smallest table on which the four initial cards always fit wherever they
 * turn: three squares each way from the first card (ruling 8's switch).
 */
export const MIN_TABLE = 7;

/** The largest table a position may name (ruling 8's switch): a real table is far smaller, and an endless one is `null`. */
export const MAX_TABLE = 1000;

/**
 * Lays the drawn card at the end of the initial railway (R2). Without a turn
 * the card is laid as Betsy would lay it (ruling 43's policy).
 * @rule R2
 */
export function placeSetupCard(input: GameState, turn?: Turn): GameState {
  return inOneDraft(() => placeAndDraw(input, turn));
}

function placeAndDraw(input: GameState, turn?: Turn): GameState {
  const s = draft(input);
  const setup = editSetup(s);
  const card = setup.card as Card;
  const t = turn ?? chooseTurn(s.railway, card, s.rules.table);
  const railway = edit(s, 'railway');
  railway.push(place(railway, card, t));
  setup.card = null;
  log(s, { t: 'setup', player: s.current, card: card.id, turn: t });
  return isSetupDone(s) ? s : drawSetupCard(s);
}

export function isSetupDone(s: GameState): boolean {
  return s.phase === 'setup' && s.railway.length >= 4;
}

/**
 * Finishes setup once four cards are down.
 * The set-aside chaos cards are shuffled back into the draw pile (R3, see drawSetupCard).
 * @rule R5 The train goes on the third card and always runs towards the end.
 * @rule R6 11, 9 or 7 cards (2, 3 or 4 seats) go back in the box unseen.
 * @rule R7 Each player is dealt two hidden cards; Betsy none (R41); solo only yourself (ruling 37).
 * @rule R8 Each player keeps a personal discard pile, empty at the start.
 */
export function finishSetup(input: GameState): GameState {
  const s = draft(input);
  const setup = s.setup as NonNullable<GameState['setup']>;
  let shuffled: Card[];
  [shuffled, s.rng] = shuffle([...s.drawPile, ...setup.aside], s.rng);
  const drawPile = replace(s, 'drawPile', shuffled);
  // Setup is finished only once four cards are down (isSetupDone), so there is a third card.
  s.train = (s.railway[2] as Placed).card.id;
  // Solo's one seat removes as two seats do (R38), and Betsy's game has two seats (R40).
  const removed = cardsRemoved(s.players.length);
  const box = edit(s, 'box');
  box.push(...drawPile.splice(0, removed));
  let dealt = 0;
  input.players.forEach((p, seat) => {
    if (p.betsy) return;
    editHand(s, seat).push(...drawPile.splice(0, 2));
    dealt += 2;
  });
  if ((s.variant === 'solo' || s.variant === 'solo-hard') && s.rules.soloDealToBox) {
    box.push(...drawPile.splice(0, 2));
  }
  s.unseen = s.box.length;
  s.current = setup.start;
  s.setup = null;
  s.phase = 'draw';
  log(s, { t: 'setupDone', removed, dealt, drawPile: s.drawPile.length });
  return s;
}
