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
 * A saved game is trusted no more than a scenario position: its state is held to the checks of
 * scenario/rollecate-state.ts (the runner's readers, the deck, the engine's invariants, the result, the log).
 */
import { isObj, isInt, isStr, need } from '../../scenario/checks';
import { readSaved, writeSaved, type StorageLike } from '../kit/save/savedGame';
import { saveCodec, savedAtOf, type SaveRead } from '../kit/save/codec';
import { recordSoloGame, type SoloRecord } from '../../machines/rollecate/rules/scoring';
import type { GameState, Result } from '../../machines/rollecate/rules/types';
import { fromStored, stateProblem, storedState, type StoredState } from '../../scenario/rollecate-state';
import { loadPosition, startSnapshot } from '../../scenario/rollecate';
import { MAX_SEED_TEXT, ScenarioError, own, show } from '../../scenario/types';
import { MODES, SAVE_KEY, type Mode, type SeatKind } from './modes';
import { variantOf } from './startForm';

// The key and the form's modes live apart (modes.ts), for the page's first step; they are this format's too.
export { SAVE_KEY, type SeatKind };

export const SOLO_KEY = 'rulebook.rollecate.solo';
export const SAVE_VERSION = 1;

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

export type LoadResult = SaveRead<{ game: SavedGame }>;

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
  if (variantOf(mode) !== state.variant) return { problem: 'the game mode does not match the game' };
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
