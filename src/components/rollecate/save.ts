/**
 * The play table's game in the browser's localStorage, and the solo record.
 *
 * - `rulebook.rollecate.game`: `{ version: 1, savedAt, config, state, turnStart, deviceSeat, soloRecorded }`,
 *   written after every move. Reading it never throws: bad JSON, something
 *   that is not our save, an older or newer version, or a state that fails the
 *   shape checks or the engine's invariants (card conservation, geometry, …)
 *   all come back as `{ status: 'invalid', reason, detail }`, so the page can
 *   say so and offer a fresh start.
 * - `rulebook.rollecate.solo`: `{ version: 1, solo, 'solo-hard' }`, one
 *   `SoloRecord` (rules/scoring.ts `recordSoloGame`, R37) per solo variant.
 */
import { openSave } from '../savedGame';
import { FULL_DECK, checkInvariants } from '../../machines/rollecate/rules/invariants';
import { recordSoloGame, type SoloRecord } from '../../machines/rollecate/rules/scoring';
import { DEFAULT_RULES, VARIANTS } from '../../machines/rollecate/rules/switches';
import type { GameState, Result, RuleSwitches } from '../../machines/rollecate/rules/types';

export const SAVE_KEY = 'rulebook.rollecate.game';
export const SOLO_KEY = 'rulebook.rollecate.solo';
export const SAVE_VERSION = 1;

/** How the start form set the game up. */
export type Mode = 'hotseat' | 'bots' | 'solo' | 'solo-hard' | 'betsy';
export const MODES: readonly Mode[] = ['hotseat', 'bots', 'solo', 'solo-hard', 'betsy'];
/** Who plays a seat: a person at this device, the bot, or Betsy (R40). */
export type SeatKind = 'human' | 'bot' | 'betsy';

export interface GameConfig {
  mode: Mode;
  /** The seed as typed (digits are used as a number), so the game can be replayed. */
  seed: string;
  seats: SeatKind[];
  /** Offer the discard planner's best order. */
  hints: boolean;
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

export type InvalidReason = 'corrupt' | 'foreign' | 'old' | 'newer';
export type LoadResult =
  | { status: 'none' }
  | { status: 'ok'; game: SavedGame }
  | { status: 'invalid'; reason: InvalidReason; detail: string };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// ------------------------------------------------------------------ shape checks

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isStr = (v: unknown): v is string => typeof v === 'string';

class Bad extends Error {}
function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Bad(what);
}

function checkCard(v: unknown, where: string): void {
  need(isObj(v), `${where} is not a card`);
  const c = v as Obj;
  need(isStr(c.id) && c.id.length > 0, `${where} has no id`);
  need(c.value === 1 || c.value === 2 || c.value === 3 || c.value === 4, `${where} has value ${JSON.stringify(c.value)}`);
  need(c.shape === undefined || c.shape === 'straight' || c.shape === 'curve', `${where} has shape ${JSON.stringify(c.shape)}`);
  need(c.broken === undefined || typeof c.broken === 'boolean', `${where}.broken is not true or false`);
  need(c.chaos === undefined || typeof c.chaos === 'boolean', `${where}.chaos is not true or false`);
  need(!!c.chaos === (c.shape === undefined), `${where} is neither a track card with a shape nor a chaos card`);
}

function checkCards(v: unknown, where: string): void {
  need(Array.isArray(v), `${where} is not a list of cards`);
  (v as unknown[]).forEach((c, i) => checkCard(c, `${where}[${i}]`));
}

const PHASES = ['setup', 'draw', 'action', 'roll', 'discard', 'betsy', 'over'];
const TURNS = ['straight', 'left', 'right'];
const LOG_TYPES = ['setup', 'aside', 'setupDone', 'draw', 'pass', 'build', 'roll', 'ride', 'derail', 'lost', 'penalty', 'discard', 'chaos', 'betsyBox', 'end'];

function checkRules(v: unknown): void {
  need(isObj(v), 'the rule switches are missing');
  const r = v as Obj;
  for (const k of Object.keys(DEFAULT_RULES) as (keyof RuleSwitches)[]) {
    if (k === 'table') {
      const t = r.table;
      need(t === null || (isObj(t) && isInt(t.width, 1) && isInt(t.height, 1)), 'the table size is not valid');
    } else need(typeof r[k] === 'boolean', `rule switch ${k} is not true or false`);
  }
}

function checkResult(v: unknown): void {
  need(isObj(v), 'the result is not valid');
  const r = v as Obj;
  for (const k of ['scores', 'cards', 'winners'] as const) need(Array.isArray(r[k]) && (r[k] as unknown[]).every((n) => isInt(n)), `result.${k} is not a list of numbers`);
  need(typeof r.lost === 'boolean', 'result.lost is not true or false');
}

/** Why `v` is not a sound game state, or null when it is one. */
export function stateProblem(v: unknown): string | null {
  try {
    need(isObj(v), 'the game state is missing');
    const s = v as Obj;
    need(VARIANTS.includes(s.variant as GameState['variant']), `unknown variant ${JSON.stringify(s.variant)}`);
    checkRules(s.rules);
    need(PHASES.includes(s.phase as string), `unknown phase ${JSON.stringify(s.phase)}`);
    need(Array.isArray(s.players) && s.players.length >= 1 && s.players.length <= 4, 'the players are missing');
    (s.players as unknown[]).forEach((p, i) => {
      need(isObj(p), `player ${i} is not valid`);
      const q = p as Obj;
      need(isStr(q.name), `player ${i} has no name`);
      checkCards(q.hand, `player ${i}'s hand`);
      checkCards(q.discard, `player ${i}'s discard pile`);
      need(q.betsy === undefined || typeof q.betsy === 'boolean', `player ${i}.betsy is not true or false`);
    });
    need(isInt(s.current), 'the current seat is not valid');
    need(Array.isArray(s.railway), 'the railway is missing');
    (s.railway as unknown[]).forEach((p, i) => {
      need(isObj(p), `railway card ${i} is not valid`);
      const q = p as Obj;
      checkCard(q.card, `railway card ${i}`);
      need(TURNS.includes(q.turn as string), `railway card ${i} has turn ${JSON.stringify(q.turn)}`);
      need(Number.isInteger(q.x) && Number.isInteger(q.y), `railway card ${i} has no square`);
      need(q.dir === 0 || q.dir === 1 || q.dir === 2 || q.dir === 3, `railway card ${i} has no direction`);
    });
    need(s.train === null || isStr(s.train), 'the train is not valid');
    checkCards(s.drawPile, 'the draw pile');
    checkCards(s.box, 'the box');
    checkCards(s.pending, 'the penalty cards');
    need(isInt(s.unseen), 'the unseen count is not valid');
    need(isInt(s.owed) && isInt(s.dice), 'the owed cards or dice are not valid');
    need(Array.isArray(s.derailments) && (s.derailments as unknown[]).every((n) => isInt(n)), 'the derailments are not valid');
    need(s.ride === null || isObj(s.ride), 'the last ride is not valid');
    if (isObj(s.ride)) {
      const r = s.ride;
      need(isInt(r.wheels) && isStr(r.from) && isStr(r.to) && isInt(r.overshoot) && Array.isArray(r.broken), 'the last ride is not valid');
      need(r.faces === undefined || (Array.isArray(r.faces) && r.faces.every((f) => typeof f === 'boolean')), 'the dice faces are not valid');
    }
    need(s.setup === null || isObj(s.setup), 'the setup progress is not valid');
    if (isObj(s.setup)) {
      const u = s.setup;
      need(Array.isArray(u.order) && (u.order as unknown[]).every((n) => isInt(n)) && isInt(u.start), 'the setup order is not valid');
      if (u.card !== null) checkCard(u.card, 'the setup card');
      checkCards(u.aside, 'the cards set aside');
    }
    need(isInt(s.rng), 'the dice generator is not valid');
    need(s.result === null || isObj(s.result), 'the result is not valid');
    if (s.result !== null) checkResult(s.result);
    need(Array.isArray(s.log) && (s.log as unknown[]).every((e) => isObj(e) && LOG_TYPES.includes(e.t as string)), 'the move log is not valid');
    // The engine's own invariants: every card in one place, all 55 of them, a sound railway, …
    const problems = checkInvariants(s as unknown as GameState, FULL_DECK);
    need(problems.length === 0, problems[0] ?? '');
    return null;
  } catch (e) {
    if (e instanceof Bad) return e.message;
    return `the game state could not be checked (${e instanceof Error ? e.message : String(e)})`;
  }
}

function configProblem(v: unknown, state: GameState): string | null {
  if (!isObj(v)) return 'the game settings are missing';
  if (!MODES.includes(v.mode as Mode)) return `unknown game mode ${JSON.stringify(v.mode)}`;
  if (!isStr(v.seed)) return 'the seed is missing';
  if (typeof v.hints !== 'boolean') return 'the hint setting is missing';
  const seats = v.seats;
  if (!Array.isArray(seats) || seats.length !== state.players.length) return 'the seats do not match the players';
  if (!seats.every((k, i) => (k === 'betsy') === !!state.players[i]?.betsy && ['human', 'bot', 'betsy'].includes(k as string))) {
    return 'the seats do not match the players';
  }
  if (!seats.includes('human')) return 'nobody at this device plays';
  const mode = v.mode as Mode;
  const variant = mode === 'hotseat' || mode === 'bots' ? 'standard' : mode;
  if (variant !== state.variant) return 'the game mode does not match the game';
  return null;
}

// ------------------------------------------------------------------ the saved game

/** Reads a saved game from its text (null: nothing saved). Never throws. */
export function parseSave(text: string | null): LoadResult {
  const opened = openSave(text, SAVE_VERSION, 'Rollecate');
  if (opened.status !== 'open') return opened;
  const raw = opened.raw;
  const problem = stateProblem(raw.state);
  if (problem) return { status: 'invalid', reason: 'corrupt', detail: problem };
  const state = raw.state as GameState;
  const config = configProblem(raw.config, state);
  if (config) return { status: 'invalid', reason: 'corrupt', detail: config };
  let turnStart: GameState | null = null;
  if (raw.turnStart !== null && raw.turnStart !== undefined) {
    const p = stateProblem(raw.turnStart);
    if (p) return { status: 'invalid', reason: 'corrupt', detail: `the start of the turn: ${p}` };
    turnStart = raw.turnStart as GameState;
  }
  const deviceSeat = raw.deviceSeat;
  const seatOk = deviceSeat === null || deviceSeat === undefined || (isInt(deviceSeat) && deviceSeat < state.players.length);
  if (!seatOk) return { status: 'invalid', reason: 'corrupt', detail: 'the seat holding the device is not valid' };
  return {
    status: 'ok',
    game: {
      version: SAVE_VERSION,
      savedAt: isStr(raw.savedAt) ? raw.savedAt : '',
      config: raw.config as GameConfig,
      state,
      turnStart,
      deviceSeat: (deviceSeat ?? null) as number | null,
      soloRecorded: raw.soloRecorded === true,
    },
  };
}

export function serialiseGame(game: Omit<SavedGame, 'version' | 'savedAt'>, now = new Date()): string {
  const out: SavedGame = { version: SAVE_VERSION, savedAt: now.toISOString(), ...game };
  return JSON.stringify(out);
}

/** Reads the saved game; storage that cannot be read (privacy settings) counts as nothing saved. */
export function loadGame(storage: StorageLike | null | undefined): LoadResult {
  let text: string | null;
  try {
    text = storage ? storage.getItem(SAVE_KEY) : null;
  } catch {
    return { status: 'none' };
  }
  return parseSave(text);
}

/** Saves the game; false when storage is unavailable or full. */
export function saveGame(storage: StorageLike | null | undefined, game: Omit<SavedGame, 'version' | 'savedAt'>): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SAVE_KEY, serialiseGame(game));
    return true;
  } catch {
    return false;
  }
}

export function clearGame(storage: StorageLike | null | undefined): void {
  try {
    storage?.removeItem(SAVE_KEY);
  } catch {
    // Nothing to clear in storage we cannot reach.
  }
}

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
  if (text === null) return fresh;
  try {
    const raw: unknown = JSON.parse(text);
    if (!isObj(raw) || raw.version !== SAVE_VERSION) return fresh;
    return { solo: recordOk(raw.solo) ? raw.solo : fresh.solo, 'solo-hard': recordOk(raw['solo-hard']) ? raw['solo-hard'] : fresh['solo-hard'] };
  } catch {
    return fresh;
  }
}

export function loadSolo(storage: StorageLike | null | undefined): SoloRecords {
  try {
    return parseSolo(storage ? storage.getItem(SOLO_KEY) : null);
  } catch {
    return parseSolo(null);
  }
}

/** Adds a finished solo game to the record and stores it; returns the records before and after. */
export function recordSolo(storage: StorageLike | null | undefined, variant: SoloVariant, result: Result): { before: SoloRecord; after: SoloRecord } {
  const records = loadSolo(storage);
  const before = records[variant];
  const after = recordSoloGame(before, result);
  try {
    storage?.setItem(SOLO_KEY, JSON.stringify({ version: SAVE_VERSION, ...records, [variant]: after }));
  } catch {
    // The record is shown even when it cannot be kept.
  }
  return { before, after };
}
