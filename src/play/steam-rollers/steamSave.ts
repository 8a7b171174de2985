/**
 * The Steam Rollers play table's game in localStorage
 * (`rulebook.steam-rollers.game`): `{ version: 1, savedAt, config, events }`,
 * written after every move, in the envelope every saved game shares
 * (src/play/kit/save/savedGame.ts). The game itself is not stored: it is the new game the
 * settings and seed set up (rules/setup.ts), replayed move by move through
 * the rules core, so a save is trusted exactly as far as the rules allow:
 * every move must be legal where it is played, or the save is refused with
 * the move and the clause it breaks. A game opened from a shared position
 * (`#s=…`) keeps that position in its settings (`config.from`) and replays its
 * moves from there; the position passes the scenario runner's own loader, as
 * it did when the link was opened. Reading never throws; a refused save keeps
 * its text so the page can offer it for download.
 */
import { seedOfText } from '../../scenario/types';
import { isObj, need, BadSave, type Obj } from '../../scenario/checks';
import type { StorageLike } from '../kit/save/savedGame';
import { saveCodec, savedAtOf, type SaveRead } from '../kit/save/codec';
import { applyEvent } from '../../machines/steam-rollers/rules/game';
import { MAX_PLAYERS, MIN_PLAYERS, newGame } from '../../machines/steam-rollers/rules/setup';
import type { Difficulty, SteamEvent, SteamState, Switches } from '../../machines/steam-rollers/rules/types';
import { MAX_SEAT_NAME, readNameList } from '../kit/seatName';
import { SAVE_KEY, SEAT_KINDS, type SeatKind } from './seatKinds';
import { steamRollersAdapter } from '../../scenario/steam-rollers';

// The key and the seats live apart (seatKinds.ts), for the page's first step; they are this format's too.
export { SAVE_KEY, type SeatKind };
export const SAVE_VERSION = 1;
/** Far more moves than any game takes (a five-player game of 60 rounds is about 1,500). */
export const MAX_EVENTS = 6000;
const MAX_SEED = 40;

export interface SteamConfig {
  /** Who plays each seat, seat 0 first. */
  seats: SeatKind[];
  difficulty: Difficulty;
  switches: Switches;
  /** The seed that set the game up (typed, or chosen at random when left empty). */
  seed: string;
  /**
   * The names people gave their seats, seat 0 first ("" for none, and for a
   * bot's seat, which keeps its bot label); left out by saves made before
   * seats had names, which then go by their labels.
   */
  names?: string[];
  /** The shared position this game was opened from (a scenario file's options and position), instead of a new game. */
  from?: { options: Obj; position: Obj };
}

export interface SavedSteam {
  version: typeof SAVE_VERSION;
  savedAt: string;
  config: SteamConfig;
  events: SteamEvent[];
}

export type LoadResult = SaveRead<{ game: SavedSteam; state: SteamState }>;

/** The game these settings set up: a new one, or the shared position it was opened from (throws the loader's reason when it is not one). */
export function startState(config: SteamConfig): SteamState {
  if (config.from) return steamRollersAdapter.load(config.from.options, config.from.position).snapshot.context;
  return newGame({ players: config.seats.length, seed: seedOfText(config.seed), difficulty: config.difficulty, switches: config.switches });
}

/** The game the moves are replayed from: the new game, or the shared position, which the loader refuses with its reason. */
function firstState(config: SteamConfig): SteamState {
  if (!config.from) return startState(config);
  try {
    return startState(config);
  } catch (e) {
    throw new BadSave(`config.from is not a position the game can reach (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** Replays the moves from the new game or the shared position; throws BadSave naming the first move the rules refuse. */
export function replay(config: SteamConfig, events: readonly SteamEvent[]): SteamState {
  let s = firstState(config);
  events.forEach((e, i) => {
    const out = applyEvent(s, e);
    if (!out.ok) throw new BadSave(`events[${i}] (${String((e as { type?: unknown }).type)}) is refused: ${out.refusal.message}`);
    s = out.state;
  });
  return s;
}

function checkConfig(v: unknown): SteamConfig {
  need(isObj(v), 'config is missing');
  need(Array.isArray(v.seats) && v.seats.length >= MIN_PLAYERS && v.seats.length <= MAX_PLAYERS, `config.seats is not a list of ${MIN_PLAYERS} to ${MAX_PLAYERS} seats`);
  need((v.seats as unknown[]).every((k) => SEAT_KINDS.includes(k as SeatKind)), `config.seats holds a seat that is not ${SEAT_KINDS.join(', ')}`);
  need(v.difficulty === 'none' || v.difficulty === 'medium' || v.difficulty === 'hard', 'config.difficulty is not none, medium or hard');
  need(isObj(v.switches), 'config.switches is missing');
  const sw = v.switches as Obj;
  need(typeof sw.railsStopAtWalls === 'boolean', 'config.switches.railsStopAtWalls is not true or false');
  need(sw.bonus3b === 'exact' || sw.bonus3b === 'upTo', 'config.switches.bonus3b is not exact or upTo');
  need(typeof v.seed === 'string' && v.seed.length <= MAX_SEED, `config.seed is not text of at most ${MAX_SEED} characters`);
  const config: SteamConfig = {
    seats: (v.seats as SeatKind[]).slice(),
    difficulty: v.difficulty as Difficulty,
    switches: { railsStopAtWalls: sw.railsStopAtWalls as boolean, bonus3b: sw.bonus3b as Switches['bonus3b'] },
    seed: v.seed as string,
  };
  // Names came with seats later: a save without them is whole, and its seats go by their labels.
  if (Object.hasOwn(v, 'names')) config.names = checkNames(v.names, config.seats.length);
  if (Object.hasOwn(v, 'from')) {
    const from = v.from;
    need(isObj(from) && Object.hasOwn(from, 'options') && isObj(from.options) && Object.hasOwn(from, 'position') && isObj(from.position), 'config.from is not a shared position (its options and position)');
    config.from = { options: from.options as Obj, position: from.position as Obj };
  }
  return config;
}

/** The seats' names of a save: one per seat, each text of at most MAX_SEAT_NAME characters, kept as plain text. */
function checkNames(v: unknown, seats: number): string[] {
  return readNameList(v, seats, (p) => {
    throw new BadSave(p.kind === 'shape' ? `config.names is not a list of ${seats} names, one for each seat` : `config.names[${p.key}] is not a name of at most ${MAX_SEAT_NAME} characters`);
  });
}

/** The format: the settings and the moves, replayed through the rules (a refusal names the move and its clause). */
export const codec = saveCodec({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  game: 'Steam Rollers',
  read(raw): { game: SavedSteam; state: SteamState } {
    const config = checkConfig(raw.config);
    need(Array.isArray(raw.events) && raw.events.length <= MAX_EVENTS, `events is not a list of at most ${MAX_EVENTS} moves`);
    const events = (raw.events as unknown[]).map((e, i) => {
      need(isObj(e) && typeof e.type === 'string', `events[${i}] is not a move`);
      return e as unknown as SteamEvent;
    });
    need(config.seats.includes('human'), 'nobody at this device plays');
    const state = replay(config, events);
    return { game: { version: SAVE_VERSION, savedAt: savedAtOf(raw), config, events }, state };
  },
  write: ({ config, events }: { config: SteamConfig; events: readonly SteamEvent[] }) => ({ config, events: events.slice() }),
});

/** Reads a saved text; never throws. */
export const parseSave = (text: string | null): LoadResult => codec.parse(text);
export const serialiseGame = (config: SteamConfig, events: readonly SteamEvent[], now?: Date): string => codec.serialise({ config, events }, now);
export const loadGame = (storage: StorageLike): LoadResult => codec.load(storage);
/** Writes the game; false when storage is full or blocked (the game goes on unsaved). */
export const saveGame = (storage: StorageLike, config: SteamConfig, events: readonly SteamEvent[]): boolean => codec.save(storage, { config, events });
export const clearGame = (storage: StorageLike): void => codec.clear(storage);
