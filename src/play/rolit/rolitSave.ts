/**
 * The Rolit play table's game in localStorage (`rulebook.rolit.game`):
 * `{ version: 1, savedAt, config, match }`, written after every move.
 * Reading never throws: bad JSON, a foreign object, another version, a text
 * over the limits or a match that fails the checks below come back as
 * `{ status: 'invalid', reason, detail, text }`, so the page can say what is
 * wrong, offer the text for download and leave it where it is.
 *
 * A saved match is trusted no more than a scenario position: scenario/rolit-state.ts `readMatch` holds
 * it to the runner's loader and recomputes every result; the settings fit the round (size, adjacency, edition,
 * colours, a colour choice the edition offers, 1–99 rounds as the runner allows: `checkConfig`, `checkFit` below).
 */
import { isObj, isInt, need, BadSave, type Obj } from '../../scenario/checks';
import type { StorageLike } from '../kit/save/savedGame';
import { saveCodec, savedAtOf, type SaveRead } from '../kit/save/codec';
import { isBoardSize, isColour } from '../../machines/rolit/rules/board';
import { EDITION_IDS, edition, isEditionId } from '../../machines/rolit/rules/editions';
import type { RolitMatch } from '../../machines/rolit/rules/match';
import type { Colour, EditionId } from '../../machines/rolit/rules/types';
import { MAX_ROUNDS } from '../../scenario/rolit';
import { readMatch, sameSet } from '../../scenario/rolit-state';
import { MAX_SEED_TEXT, show } from '../../scenario/types';
import { MAX_SEAT_NAME, readNamesBySeat } from '../kit/seatName';
import { SAVE_KEY } from './rolitKey';

// The key lives apart (rolitKey.ts), for the page's first step, which looks for a saved game before loading this format.
export { SAVE_KEY };
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
  /** The optional one-minute limit per move (RO15) is shown; absent in older saves. */
  timer?: boolean;
  /**
   * The names people gave their seats, by colour (a bot's seat and the solo
   * game's colours have none, and a seat left unnamed is left out); absent in
   * saves made before seats had names, whose seats then go by their colours.
   */
  names?: Partial<Record<Colour, string>>;
}

export interface SavedRolit {
  version: typeof SAVE_VERSION;
  savedAt: string;
  config: RolitConfig;
  match: RolitMatch;
}

export type LoadResult = SaveRead<{ game: SavedRolit }>;

/** The settings, rebuilt from the fields this page knows. */
function checkConfig(v: unknown): RolitConfig {
  need(isObj(v), 'config is missing');
  need(v.mode === 'hotseat' || v.mode === 'bots' || v.mode === 'solo', 'config.mode is unknown');
  need(v.players === 2 || v.players === 3 || v.players === 4, 'config.players is not 2, 3 or 4');
  need(isBoardSize(v.size), 'config.size is not 8, 6 or 4');
  need(v.adjacency === 8 || v.adjacency === 4, 'config.adjacency is not 8 or 4');
  need(isEditionId(v.edition), 'config.edition is unknown');
  // Only the start form reads the choice; a save keeps it in the range any edition offers for this many players.
  const lists = Math.max(...EDITION_IDS.map((id) => edition(id).colours[v.players as 2 | 3 | 4].length));
  need(v.colourChoice === undefined || (isInt(v.colourChoice) && v.colourChoice < lists), `config.colourChoice is not a colour list an edition offers (0 to ${lists - 1})`);
  need(isInt(v.rounds, 1) && v.rounds <= MAX_ROUNDS, `config.rounds is not a whole number from 1 to ${MAX_ROUNDS}`);
  need(typeof v.seed === 'string' && v.seed.length <= MAX_SEED_TEXT, `config.seed is not text of at most ${MAX_SEED_TEXT} characters`);
  need(isObj(v.seats) && Object.entries(v.seats).every(([c, k]) => isColour(c) && (k === 'human' || k === 'bot')), 'config.seats is damaged');
  need(v.timer === undefined || typeof v.timer === 'boolean', 'config.timer is not true or false');
  const seats: Partial<Record<Colour, SeatKind>> = {};
  for (const [c, k] of Object.entries(v.seats as Obj)) seats[c as Colour] = k as SeatKind;
  return {
    mode: v.mode, players: v.players, size: v.size as RolitConfig['size'], adjacency: v.adjacency, edition: v.edition as EditionId,
    ...(v.colourChoice === undefined ? {} : { colourChoice: v.colourChoice as number }), rounds: v.rounds, seed: v.seed as string, seats,
    ...(v.timer === undefined ? {} : { timer: v.timer as boolean }),
    // Names came with seats later: a save without them is whole, and its seats go by their colours.
    ...(Object.hasOwn(v, 'names') ? { names: checkNames(v.names, seats) } : {}),
  };
}

/** The seats' names of a save: by colour, each for a seat of the save, text of at most MAX_SEAT_NAME characters, kept as plain text. */
function checkNames(v: unknown, seats: Partial<Record<Colour, SeatKind>>): Partial<Record<Colour, string>> {
  // Own keys only; each must be a seated colour, so there are at most four.
  return readNamesBySeat<Colour>(v, (c) => isColour(c) && Object.hasOwn(seats, c), (p) => {
    if (p.kind === 'shape') throw new BadSave('config.names is not a list of names by colour');
    if (p.kind === 'seat') throw new BadSave(`config.names has a name for ${show(p.key, 24)}, which is not a colour at this table`);
    throw new BadSave(`config.names.${p.key} is not a name of at most ${MAX_SEAT_NAME} characters`);
  });
}

/** The settings fit the match they were saved with. */
function checkFit(config: RolitConfig, match: RolitMatch): void {
  const g = match.game;
  need(config.size === g.size, 'config.size does not fit the board');
  need(config.adjacency === g.adjacency, 'config.adjacency does not fit the round');
  need(config.edition === g.edition, 'config.edition does not fit the round');
  need(config.rounds === match.rounds, 'config.rounds does not fit the match');
  need((config.mode === 'solo') === g.solo, 'config.mode does not fit the round');
  need(config.players === match.colours.length, 'config.players does not fit the colours in play');
  const seated = Object.keys(config.seats);
  need(sameSet(seated, match.colours), 'config.seats do not fit the colours in play');
  need(Object.values(config.seats).includes('human'), 'nobody at this device plays');
}

/** The format: the settings and the match, each checked as a scenario position is and fitted to the other. */
export const codec = saveCodec({
  key: SAVE_KEY,
  version: SAVE_VERSION,
  game: 'Rolit',
  noun: 'match',
  read(raw): { game: SavedRolit } {
    const config = checkConfig(raw.config);
    const match = readMatch(raw.match);
    checkFit(config, match);
    return { game: { version: SAVE_VERSION, savedAt: savedAtOf(raw), config, match } };
  },
  write: ({ config, match }: { config: RolitConfig; match: RolitMatch }) => ({ config, match: { ...match, placed: null } }),
});

/** Reads a saved text; never throws. */
export const parseSave = (text: string | null): LoadResult => codec.parse(text);
export const serialiseGame = (config: RolitConfig, match: RolitMatch, now?: Date): string => codec.serialise({ config, match }, now);
export const loadGame = (storage: StorageLike): LoadResult => codec.load(storage);
/** Writes the game; false when storage is full or blocked (the game goes on unsaved). */
export const saveGame = (storage: StorageLike, config: RolitConfig, match: RolitMatch): boolean => codec.save(storage, { config, match });
export const clearGame = (storage: StorageLike): void => codec.clear(storage);
