/**
 * The Rolit play table's game in localStorage (`rulebook.rolit.game`):
 * `{ version: 1, savedAt, config, match }`, written after every move.
 * Reading never throws: bad JSON, a foreign object, another version, a text
 * over the limits or a match that fails the checks below come back as
 * `{ status: 'invalid', reason, detail, text }`, so the page can say what is
 * wrong, offer the text for download and leave it where it is.
 *
 * A saved match is trusted no more than a scenario position:
 * - the round's position passes the scenario runner's own loader
 *   (src/scenario/rolit.ts, `rolitAdapter.load`): board size, adjacency,
 *   edition, rows of known colours, 2–4 different colours, the current one
 *   among them;
 * - the settings fit the round (size, adjacency, edition, colours, a colour
 *   choice the edition offers, 1–99 rounds as the runner allows);
 * - every result is recomputed: the round's from its board (RO12), each
 *   finished round's winners from its counts of a full board, and the match
 *   score from the rounds (RO13, by `matchFromGame`);
 * - every log line's fields are in range and fit the board: a colour in
 *   play, squares on the board that hold a ball now, each socket filled at
 *   most once, no more placements than balls on the board.
 */
import { isObj, isInt, need, BadSave, type Obj } from '../kit/save/checks';
import type { StorageLike } from '../kit/save/savedGame';
import { saveCodec, savedAtOf, type SaveRead } from '../kit/save/codec';
import { boardToRows, indexOf, isBoardSize, isColour, isOnBoard, parseSquare } from '../../machines/rolit/rules/board';
import { EDITION_IDS, edition, isEditionId, soloColours } from '../../machines/rolit/rules/editions';
import { matchFromGame, type RolitMatch } from '../../machines/rolit/rules/match';
import { roundResult } from '../../machines/rolit/rules/scoring';
import type { Colour, EditionId, RolitState, RoundResult } from '../../machines/rolit/rules/types';
import { MAX_ROUNDS, rolitAdapter } from '../../scenario/rolit';
import { MAX_SEED_TEXT, ScenarioError, show } from '../../scenario/types';
import { MAX_SEAT_NAME, readNamesBySeat } from '../kit/seats/seatName';
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

function checkColours(v: unknown, where: string): Colour[] {
  need(Array.isArray(v) && v.length <= 4 && v.every(isColour) && new Set(v).size === v.length, `${where} is not a list of different colours`);
  return v as Colour[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A round's result: whole counts of a full board, and as winners the colours in play with the most balls (RO12). */
function checkResult(v: unknown, where: string, colours: readonly Colour[], size: number): RoundResult {
  need(isObj(v) && isObj(v.counts) && Array.isArray(v.winners), `${where} is not a round result`);
  const counts = v.counts as Obj;
  need(['R', 'Y', 'G', 'B'].every((c) => isInt(counts[c]) && counts[c] <= size * size), `${where}.counts is not a count of balls per colour`);
  const n = counts as Record<Colour, number>;
  need(n.R + n.Y + n.G + n.B === size * size, `${where}.counts add up to ${n.R + n.Y + n.G + n.B} balls, but a round ends on a full board of ${size * size}`);
  const winners = checkColours(v.winners, `${where}.winners`);
  const best = Math.max(...colours.map((c) => n[c]));
  const should = colours.filter((c) => n[c] === best);
  need(sameSet(winners, should), `${where}.winners are ${show(winners)}, but the counts make ${show(should)} the winners (RO12)`);
  return { counts: { R: n.R, Y: n.Y, G: n.G, B: n.B }, winners: winners.slice() };
}

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

/** The round's log: colours in play, squares on the board holding a ball, each socket filled once, the result last. */
function checkLog(g: RolitState): void {
  const size = g.size;
  const squareOf = (v: unknown, where: string): number => {
    let sq;
    try {
      sq = parseSquare(v);
    } catch {
      throw new BadSave(`${where} is not a square`);
    }
    need(isOnBoard(sq, size), `${where} ${show(v)} is off the ${size}×${size} board`);
    const at = indexOf(sq, size);
    need(g.cells[at] !== '.', `${where} ${show(v)} is empty on the board`);
    return at;
  };
  const log = g.log as unknown as Obj[];
  const balls = g.cells.filter((c) => c !== '.').length;
  need(log.length <= size * size + 1, `match.game.log has ${log.length} lines; a ${size}×${size} round has at most ${size * size + 1}`);
  const filled = new Set<number>();
  log.forEach((e, i) => {
    const at = `match.game.log[${i}]`;
    if (e.t === 'place') {
      need(isColour(e.colour) && g.players.includes(e.colour), `${at}: colour ${show(e.colour)} is not in play`);
      const sq = squareOf(e.square, `${at}: square`);
      need(!filled.has(sq), `${at}: square ${show(e.square)} is filled twice in one round`);
      filled.add(sq);
      need(Array.isArray(e.captured) && e.captured.length < size * size, `${at}: the captured balls are not a list of squares`);
      const captured = (e.captured as unknown[]).map((c) => squareOf(c, `${at}: captured`));
      need(new Set(captured).size === captured.length && !captured.includes(sq), `${at}: a ball is captured twice`);
    } else if (e.t === 'end') {
      need(i === log.length - 1 && g.phase === 'over', `${at}: the round ends before its last line`);
      need(JSON.stringify(e.result) === JSON.stringify(g.result), `${at}: the result in the log is not the round's result`);
    } else need(false, `${at}: unknown line ${show(e.t)}`);
  });
  // Every ball placed is still on the board, and the round began with at least one (RO3).
  need(filled.size <= balls - 1, `match.game.log places ${filled.size} balls, but the board holds ${balls}`);
  if (g.phase === 'over') need(log.at(-1)?.t === 'end', 'the round is over, but its log does not end with the result');
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
  need(!v.solo || sameSet(players, soloColours()), 'match.game.players: one person plays red and green (RO16)');
  // The runner's loader: the same checks as a scenario position (rows, colours, 2 to 4 players, the current one among them).
  try {
    rolitAdapter.load({ size, adjacency: v.adjacency, edition: v.edition }, { board: boardToRows(v.cells as RolitState['cells'], size), players, current: v.current });
  } catch (e) {
    if (e instanceof ScenarioError) throw new BadSave(`match.game: ${e.message}`);
    throw e;
  }
  need(v.phase === 'play' || v.phase === 'over', 'match.game.phase is damaged');
  const full = (v.cells as string[]).every((c) => c !== '.');
  need((v.phase === 'over') === full, 'match.game.phase does not fit the board');
  // The result, recomputed from the board (RO12).
  const result = roundResult(v.cells as RolitState['cells'], players);
  need(JSON.stringify(v.result) === JSON.stringify(result), `match.game.result is not the board's: the board gives ${show(result)}`);
  need(Array.isArray(v.log), 'match.game.log is damaged');
  const game: RolitState = {
    size: size as RolitState['size'], adjacency: v.adjacency as RolitState['adjacency'], edition: v.edition as EditionId, solo: v.solo as boolean,
    cells: (v.cells as RolitState['cells']).slice(), players: players.slice(), current: v.current as Colour, phase: v.phase as RolitState['phase'],
    result, log: v.log as RolitState['log'],
  };
  checkLog(game);
  return game;
}

/** Checks a parsed match and rebuilds it through the core (which re-checks rounds and starters and scores the match). */
function checkMatch(v: unknown): RolitMatch {
  need(isObj(v), 'match is missing');
  const game = checkGame(v.game);
  need(isInt(v.rounds, 1) && v.rounds <= MAX_ROUNDS, `match.rounds is not a whole number from 1 to ${MAX_ROUNDS}`);
  const colours = checkColours(v.colours, 'match.colours');
  need(sameSet(colours, game.players), 'match.colours do not fit the players');
  need(Array.isArray(v.results) && v.results.length <= (v.rounds as number), 'match.results is damaged');
  const results = (v.results as unknown[]).map((r, i) => checkResult(r, `match.results[${i}]`, colours, game.size));
  const starters = checkColours(v.starters, 'match.starters');
  need(starters.length >= 1 && starters.every((c) => colours.includes(c)), 'match.starters are not colours in play');
  if (game.result && results.length === starters.length) {
    need(JSON.stringify(results.at(-1)) === JSON.stringify(game.result), "the last round's result is not the board's");
  }
  let m: RolitMatch;
  try {
    m = matchFromGame(game, { rounds: v.rounds as number, results, starters });
  } catch (e) {
    throw new BadSave(`match: ${(e as Error).message}`);
  }
  return { ...m, colours };
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
    const match = checkMatch(raw.match);
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
