/**
 * The Rolit play table's game in localStorage (`rulebook.rolit.game`):
 * `{ version: 1, savedAt, config, match }`, written after every move.
 * Reading never throws: bad JSON, a foreign object, another version or a
 * match that fails the shape checks come back as `{ status: 'invalid' }`, so
 * the page can say so and start afresh.
 */
import { openSave } from '../savedGame';
import { isBoardSize, isColour } from '../../machines/rolit/rules/board';
import { isEditionId } from '../../machines/rolit/rules/editions';
import { matchFromGame, type RolitMatch } from '../../machines/rolit/rules/match';
import type { Colour, EditionId, RolitState, RoundResult } from '../../machines/rolit/rules/types';

export const SAVE_KEY = 'rulebook.rolit.game';
export const SAVE_VERSION = 1;

export type Mode = 'hotseat' | 'bots' | 'solo';
export type SeatKind = 'human' | 'bot';

export interface RolitConfig {
  mode: Mode;
  /** 2, 3 or 4; solo is 2 colours played by one person. */
  players: 2 | 3 | 4;
  size: 8 | 6 | 4;
  adjacency: 8 | 4;
  edition: EditionId;
  /** Which of the edition's colour lists the players chose (Spanish two-player game: 0 red+green, 1 yellow+blue); absent in older saves. */
  colourChoice?: number;
  rounds: number;
  seed: string;
  /** Who plays each colour. */
  seats: Partial<Record<Colour, SeatKind>>;
}

export interface SavedRolit {
  version: typeof SAVE_VERSION;
  savedAt: string;
  config: RolitConfig;
  match: RolitMatch;
}

export type LoadResult =
  | { status: 'none' }
  | { status: 'ok'; game: SavedRolit }
  | { status: 'invalid'; reason: 'corrupt' | 'foreign' | 'old' | 'newer'; detail: string };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class Bad extends Error {}
function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Bad(what);
}

function checkColours(v: unknown, where: string): Colour[] {
  need(Array.isArray(v) && v.every(isColour) && new Set(v).size === v.length, `${where} is not a list of distinct colours`);
  return v as Colour[];
}

function checkResult(v: unknown, where: string): RoundResult {
  need(isObj(v) && isObj(v.counts) && Array.isArray(v.winners), `${where} is not a round result`);
  const counts = v.counts as Obj;
  need(['R', 'Y', 'G', 'B'].every((c) => Number.isInteger(counts[c])), `${where}.counts is incomplete`);
  checkColours(v.winners, `${where}.winners`);
  return v as unknown as RoundResult;
}

function checkConfig(v: unknown): RolitConfig {
  need(isObj(v), 'config is missing');
  need(v.mode === 'hotseat' || v.mode === 'bots' || v.mode === 'solo', 'config.mode is unknown');
  need(v.players === 2 || v.players === 3 || v.players === 4, 'config.players is not 2, 3 or 4');
  need(isBoardSize(v.size), 'config.size is not 8, 6 or 4');
  need(v.adjacency === 8 || v.adjacency === 4, 'config.adjacency is not 8 or 4');
  need(isEditionId(v.edition), 'config.edition is unknown');
  need(v.colourChoice === undefined || (Number.isInteger(v.colourChoice) && (v.colourChoice as number) >= 0), 'config.colourChoice is not a whole number');
  need(Number.isInteger(v.rounds) && (v.rounds as number) >= 1, 'config.rounds is not a whole number');
  need(typeof v.seed === 'string', 'config.seed is not text');
  need(isObj(v.seats) && Object.entries(v.seats).every(([c, k]) => isColour(c) && (k === 'human' || k === 'bot')), 'config.seats is damaged');
  return v as unknown as RolitConfig;
}

function checkGame(v: unknown): RolitState {
  need(isObj(v), 'match.game is missing');
  need(isBoardSize(v.size), 'match.game.size is damaged');
  const size = v.size as number;
  need(v.adjacency === 8 || v.adjacency === 4, 'match.game.adjacency is damaged');
  need(isEditionId(v.edition), 'match.game.edition is damaged');
  need(typeof v.solo === 'boolean', 'match.game.solo is damaged');
  need(Array.isArray(v.cells) && v.cells.length === size * size && v.cells.every((c) => c === '.' || isColour(c)), 'match.game.cells is damaged');
  const players = checkColours(v.players, 'match.game.players');
  need(players.length >= 2 && players.length <= 4, 'match.game.players has the wrong length');
  need(isColour(v.current) && players.includes(v.current), 'match.game.current is not a player');
  need(v.phase === 'play' || v.phase === 'over', 'match.game.phase is damaged');
  need((v.phase === 'over') === (v.cells as string[]).every((c) => c !== '.'), 'match.game.phase does not fit the board');
  need(v.result === null || (v.phase === 'over' && !!checkResult(v.result, 'match.game.result')), 'match.game.result is damaged');
  need(Array.isArray(v.log) && v.log.every((e) => isObj(e) && (e.t === 'place' || e.t === 'end')), 'match.game.log is damaged');
  return v as unknown as RolitState;
}

/** Checks a parsed match and rebuilds it through the core (which re-checks rounds and starters). */
function checkMatch(v: unknown): RolitMatch {
  need(isObj(v), 'match is missing');
  const game = checkGame(v.game);
  need(Number.isInteger(v.rounds) && (v.rounds as number) >= 1, 'match.rounds is damaged');
  need(Array.isArray(v.results), 'match.results is damaged');
  const results = (v.results as unknown[]).map((r, i) => checkResult(r, `match.results[${i}]`));
  const starters = checkColours(v.starters, 'match.starters');
  need(starters.length >= 1, 'match.starters is empty');
  const colours = checkColours(v.colours, 'match.colours');
  need(colours.length === game.players.length && colours.every((c) => game.players.includes(c)), 'match.colours do not fit the players');
  let m: RolitMatch;
  try {
    m = matchFromGame(game, { rounds: v.rounds as number, results, starters });
  } catch (e) {
    throw new Bad(`match: ${(e as Error).message}`);
  }
  return { ...m, colours };
}

/** Reads a saved text; never throws. */
export function parseSave(text: string | null): LoadResult {
  const opened = openSave(text, SAVE_VERSION, 'Rolit');
  if (opened.status !== 'open') return opened;
  const raw = opened.raw;
  try {
    const config = checkConfig(raw.config);
    const match = checkMatch(raw.match);
    need(config.size === match.game.size, 'config.size does not fit the board');
    return { status: 'ok', game: { version: SAVE_VERSION, savedAt: String(raw.savedAt ?? ''), config, match } };
  } catch (e) {
    if (e instanceof Bad) return { status: 'invalid', reason: 'corrupt', detail: e.message };
    return { status: 'invalid', reason: 'corrupt', detail: String(e) };
  }
}

export function serialiseGame(config: RolitConfig, match: RolitMatch, now: Date = new Date()): string {
  const saved: SavedRolit = { version: SAVE_VERSION, savedAt: now.toISOString(), config, match: { ...match, placed: null } };
  return JSON.stringify(saved);
}

export function loadGame(storage: StorageLike): LoadResult {
  let text: string | null;
  try {
    text = storage.getItem(SAVE_KEY);
  } catch {
    return { status: 'none' };
  }
  return parseSave(text);
}

/** Writes the game; false when storage is full or blocked (the game goes on unsaved). */
export function saveGame(storage: StorageLike, config: RolitConfig, match: RolitMatch): boolean {
  try {
    storage.setItem(SAVE_KEY, serialiseGame(config, match));
    return true;
  } catch {
    return false;
  }
}

export function clearGame(storage: StorageLike): void {
  try {
    storage.removeItem(SAVE_KEY);
  } catch {
    /* storage blocked: nothing to clear */
  }
}
