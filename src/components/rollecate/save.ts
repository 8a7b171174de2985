/**
 * The play table's game in the browser's localStorage, and the solo record.
 *
 * - `rulebook.rollecate.game`: `{ version: 1, savedAt, config, state, turnStart, deviceSeat, soloRecorded }`,
 *   written after every move. Reading it never throws: bad JSON, something
 *   that is not our save, an older or newer version, a text over the limits,
 *   or a state that fails the checks below all come back as
 *   `{ status: 'invalid', reason, detail, text }`, so the page can say what is
 *   wrong, offer the text for download and leave it where it is.
 * - `rulebook.rollecate.solo`: `{ version: 1, solo, 'solo-hard' }`, one
 *   `SoloRecord` (rules/scoring.ts `recordSoloGame`, R37) per solo variant.
 *
 * A saved game is trusted no more than a scenario position. Its state passes:
 * - the scenario runner's own checks (src/scenario/rollecate.ts): every card
 *   read by `readCard` (ids, values 1–4, shapes; no id twice), the rule
 *   switches by `readRules` (table sizes 7–1,000), the players a variant
 *   seats (`playerCounts`), derailments no more than a seat's turns
 *   (`turnsPerSeat`, three in hard solo), a 32-bit dice generator;
 * - the deck as the rules define it (R1, deck.ts): the 55 cards, with each
 *   kind (value, shape, broken, chaos) as often as in the deck;
 * - the engine's invariants (every card in one place, a sound railway, …);
 * - a result recomputed from the players' piles (R34–R36, R39, R45);
 * - every log entry's fields in range and consistent with the game: a seat
 *   that exists, cards of this game, as many dice as the cards built are
 *   worth (R27), wheels no more than the dice, at most one line per card
 *   drawn, and at most 2,000 lines (a whole game writes about 230).
 * The result and the log are checked rather than replayed: a game opened from
 * a shared position has no start to replay from.
 */
import { isObj, isInt, isStr, need, BadSave, type Obj } from '../kit/save/checks';
import { readSaved, writeSaved, type StorageLike } from '../kit/save/savedGame';
import { saveCodec, savedAtOf, type SaveRead } from '../kit/save/codec';
import { DECK_SIZE, makeDeck } from '../../machines/rollecate/rules/deck';
import { FULL_DECK, checkInvariants } from '../../machines/rollecate/rules/invariants';
import { computeResult, loseHardSolo, recordSoloGame, type SoloRecord } from '../../machines/rollecate/rules/scoring';
import { DEFAULT_RULES, VARIANTS } from '../../machines/rollecate/rules/switches';
import type { Card, GameState, LogEntry, Result, RuleSwitches, Variant } from '../../machines/rollecate/rules/types';
import { logEntries, logFrom } from '../../machines/shared/logbook';
import { HARD_SOLO_DERAILMENTS, loadPosition, playerCounts, readCard, readRules, startSnapshot, turnsPerSeat } from '../../scenario/rollecate';
import { MAX_SEED, MAX_SEED_TEXT, ScenarioError, own, show } from '../../scenario/types';
import { MODES, SAVE_KEY, type Mode, type SeatKind } from './modes';

// The key and the form's modes live apart (modes.ts), for the page's first step; they are this format's too.
export { MODES, SAVE_KEY, type Mode, type SeatKind };

export const SOLO_KEY = 'rulebook.rollecate.solo';
export const SAVE_VERSION = 1;
/** The longest player name a saved game may hold (the start form takes 24 characters). */
export const MAX_NAME = 100;
/** The most log lines a saved game may hold: a whole game writes about 230. */
export const MAX_LOG = 2000;
/** The most dice a build can owe: every track card of the deck at once (R27). */
export const MAX_DICE = makeDeck()
  .filter((c) => !c.chaos)
  .reduce((sum, c) => sum + c.value, 0);

export interface GameConfig {
  mode: Mode;
  /** The seed as typed (digits are used as a number), so the game can be replayed. */
  seed: string;
  seats: SeatKind[];
  /** Offer the discard planner's best order. */
  hints: boolean;
}

/** A game state as a saved game and a shared link hold it: the log as a plain list of lines. */
export type StoredState = Omit<GameState, 'log'> & { log: LogEntry[] };

/** A state as it is saved (its log written out as a list). */
export function storedState(s: GameState): StoredState {
  return { ...s, log: logEntries(s.log) };
}

/** A saved state (already checked by `stateProblem`) as the rules hold it. */
function fromStored(s: StoredState): GameState {
  return { ...s, log: logFrom(s.log) };
}

export interface SavedGame {
  version: typeof SAVE_VERSION;
  savedAt: string;
  config: GameConfig;
  state: GameState;
  /** The start of the current turn (for "Share this position"), when known. */
  turnStart: GameState | null;
  /** Hot-seat: the seat that has the device now. */
  deviceSeat: number | null;
  /** A finished solo game has been added to the solo record. */
  soloRecorded: boolean;
}

export type LoadResult = SaveRead<{ game: SavedGame }>;

// ------------------------------------------------------------------ shape checks

/** Runs one of the scenario runner's readers; its ScenarioError becomes this save's problem. */
function asScenario<T>(read: () => T, where = ''): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ScenarioError) throw new BadSave(`${where}${e.message}`);
    throw e;
  }
}

function checkCards(v: unknown, where: string): void {
  need(Array.isArray(v) && v.length <= DECK_SIZE, `${where} is not a list of cards`);
}

const PHASES = ['setup', 'draw', 'action', 'roll', 'discard', 'betsy', 'over'];
const TURNS = ['straight', 'left', 'right'];
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
export function deckProblem(cards: readonly Card[]): string | null {
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
        count(e.overshoot, MAX_DICE, 'steps past the end');
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
    need(isInt(s.owed) && s.owed <= DECK_SIZE && isInt(s.dice) && s.dice <= MAX_DICE, 'the owed cards or dice are not valid');
    need(Array.isArray(s.derailments) && (s.derailments as unknown[]).every((n) => isInt(n)), 'the derailments are not valid');
    need(s.ride === null || isObj(s.ride), 'the last ride is not valid');
    if (isObj(s.ride)) {
      const r = s.ride;
      need(isInt(r.wheels) && r.wheels <= MAX_DICE && isStr(r.from) && isStr(r.to) && isInt(r.overshoot) && r.overshoot <= MAX_DICE, 'the last ride is not valid');
      need(Array.isArray(r.broken) && r.broken.length <= DECK_SIZE && r.broken.every(isStr), 'the last ride is not valid');
      need(r.faces === undefined || (Array.isArray(r.faces) && r.faces.length <= MAX_DICE && r.faces.every((f) => typeof f === 'boolean')), 'the dice faces are not valid');
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

/** Why the settings do not fit the game, or null; the settings rebuilt from the fields this page knows. */
function readConfig(v: unknown, state: GameState): { problem: string } | { config: GameConfig } {
  if (!isObj(v)) return { problem: 'the game settings are missing' };
  if (!MODES.includes(v.mode as Mode)) return { problem: `unknown game mode ${show(v.mode)}` };
  if (!isStr(v.seed) || v.seed.length > MAX_SEED_TEXT) return { problem: `the seed is missing or longer than ${MAX_SEED_TEXT} characters` };
  if (typeof v.hints !== 'boolean') return { problem: 'the hint setting is missing' };
  const seats = v.seats;
  if (!Array.isArray(seats) || seats.length !== state.players.length) return { problem: 'the seats do not match the players' };
  if (!seats.every((k, i) => (k === 'betsy') === !!state.players[i]?.betsy && ['human', 'bot', 'betsy'].includes(k as string))) {
    return { problem: 'the seats do not match the players' };
  }
  const mode = v.mode as Mode;
  // As the start form seats them: everyone at the device in hot-seat, you and the bots, you alone or against Betsy.
  const fits = mode === 'hotseat' ? seats.every((k) => k === 'human') : mode === 'bots' ? seats.every((k, i) => (i === 0 ? k === 'human' : k === 'bot')) : seats[0] === 'human';
  if (!fits) return { problem: `the seats do not fit a ${mode} game` };
  const variant = mode === 'hotseat' || mode === 'bots' ? 'standard' : mode;
  if (variant !== state.variant) return { problem: 'the game mode does not match the game' };
  return { config: { mode, seed: v.seed, seats: seats.slice() as SeatKind[], hints: v.hints } };
}

/** Why this game and its settings cannot be played at the table, or null (for a saved game, or a shared position about to be played). */
export function gameProblem(config: unknown, state: GameState): string | null {
  const problem = stateProblem(storedState(state));
  if (problem) return problem;
  const c = readConfig(config, state);
  return 'problem' in c ? c.problem : null;
}

/**
 * A shared position (a contract scenario from a `#s=` link) as a game for the
 * table: loaded by the runner's `loadPosition`, entered through the chart,
 * everyone at this screen (Betsy plays herself), and held to the same checks
 * as a saved game, so that what the table plays it can also save and resume.
 * The table plays whole games with the deck's 55 cards (R1); any other
 * position is the ruling checker's.
 */
export function gameFromShared(doc: Record<string, unknown>):
  | { ok: true; config: GameConfig; state: GameState }
  | { ok: false; problem: 'otherGame' }
  | { ok: false; problem: 'notPlayable'; detail: string } {
  if (own(doc, 'game') !== 'rollecate') return { ok: false, problem: 'otherGame' };
  const options = own(doc, 'options') ?? {};
  const position = own(doc, 'position');
  let state: GameState;
  try {
    if (!isObj(options)) throw new ScenarioError('"options" must be an object');
    if (!isObj(position)) throw new ScenarioError('"position" must be an object');
    state = startSnapshot(loadPosition(options, position)).context;
  } catch (e) {
    return { ok: false, problem: 'notPlayable', detail: e instanceof Error ? e.message : String(e) };
  }
  const mode: Mode = state.variant === 'standard' ? 'hotseat' : state.variant;
  const seed = own(options, 'seed');
  const config: GameConfig = { mode, seed: String(seed ?? 1), seats: state.players.map((p) => (p.betsy ? 'betsy' : 'human')), hints: true };
  const problem = gameProblem(config, state);
  return problem ? { ok: false, problem: 'notPlayable', detail: problem } : { ok: true, config, state };
}

// ------------------------------------------------------------------ the saved game

/** The format: the state held to a scenario position's checks and the rules' (above), and the table's settings fitted to it. */
export const codec = saveCodec({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  game: 'Rollecate',
  read(raw): { game: SavedGame } {
    const checked = (v: unknown, where = '') => {
      const problem = stateProblem(v);
      need(problem === null, `${where}${problem}`);
      return fromStored(v as StoredState);
    };
    const state = checked(raw.state);
    const read = readConfig(raw.config, state);
    need(!('problem' in read), 'problem' in read ? read.problem : '');
    let turnStart: GameState | null = null;
    if (raw.turnStart !== null && raw.turnStart !== undefined) {
      turnStart = checked(raw.turnStart, 'the start of the turn: ');
      const same = (a: GameState, b: GameState) => a.variant === b.variant && a.players.length === b.players.length && a.players.every((p, i) => p.name === b.players[i]?.name);
      need(same(turnStart, state) && turnStart.log.size <= state.log.size, 'the start of the turn belongs to another game');
    }
    const deviceSeat = raw.deviceSeat;
    need(deviceSeat === null || deviceSeat === undefined || (isInt(deviceSeat) && deviceSeat < state.players.length), 'the seat holding the device is not valid');
    need(raw.soloRecorded === undefined || typeof raw.soloRecorded === 'boolean', 'soloRecorded is not true or false');
    return {
      game: {
        version: SAVE_VERSION, savedAt: savedAtOf(raw), config: (read as { config: GameConfig }).config, state, turnStart,
        deviceSeat: (deviceSeat ?? null) as number | null, soloRecorded: raw.soloRecorded === true,
      },
    };
  },
  write: (game: Omit<SavedGame, 'version' | 'savedAt'>) => ({ ...game, state: storedState(game.state), turnStart: game.turnStart && storedState(game.turnStart) }),
});

/** Reads a saved game from its text (null: nothing saved). Never throws. */
export const parseSave = (text: string | null): LoadResult => codec.parse(text);
export const serialiseGame = (game: Omit<SavedGame, 'version' | 'savedAt'>, now?: Date): string => codec.serialise(game, now);
/** Reads the saved game; storage that cannot be read (privacy settings) counts as nothing saved. */
export const loadGame = (storage: StorageLike | null | undefined): LoadResult => codec.load(storage);
/** Saves the game; false when storage is unavailable or full. */
export const saveGame = (storage: StorageLike | null | undefined, game: Omit<SavedGame, 'version' | 'savedAt'>): boolean => codec.save(storage, game);
export const clearGame = (storage: StorageLike | null | undefined): void => codec.clear(storage);

// ------------------------------------------------------------------ solo records (R37)

export type SoloVariant = 'solo' | 'solo-hard';
export type SoloRecords = Record<SoloVariant, SoloRecord>;

export const EMPTY_RECORD: SoloRecord = { games: 0, best: null, lost: 0, scores: [] };

function recordOk(v: unknown): v is SoloRecord {
  return isObj(v) && isInt(v.games) && isInt(v.lost) && (v.best === null || isInt(v.best)) && Array.isArray(v.scores) && v.scores.every((n) => isInt(n));
}

/** Reads the solo records; anything unreadable starts afresh. */
export function parseSolo(text: string | null): SoloRecords {
  const fresh = { solo: { ...EMPTY_RECORD }, 'solo-hard': { ...EMPTY_RECORD } };
  // A record is a few hundred characters; a hand-edited one far larger is not read at all.
  if (text === null || text.length > 64 * 1024) return fresh;
  try {
    const raw: unknown = JSON.parse(text);
    if (!isObj(raw) || raw.version !== SAVE_VERSION) return fresh;
    return { solo: recordOk(raw.solo) ? raw.solo : fresh.solo, 'solo-hard': recordOk(raw['solo-hard']) ? raw['solo-hard'] : fresh['solo-hard'] };
  } catch {
    return fresh;
  }
}

export function loadSolo(storage: StorageLike | null | undefined): SoloRecords {
  return parseSolo(readSaved(storage, SOLO_KEY));
}

/** Adds a finished solo game to the record and stores it; returns the records before and after. */
export function recordSolo(storage: StorageLike | null | undefined, variant: SoloVariant, result: Result): { before: SoloRecord; after: SoloRecord } {
  const records = loadSolo(storage);
  const before = records[variant];
  const after = recordSoloGame(before, result);
  // The record is shown even when it cannot be kept.
  writeSaved(storage, SOLO_KEY, JSON.stringify({ version: SAVE_VERSION, ...records, [variant]: after }));
  return { before, after };
}
