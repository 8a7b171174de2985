/**
 * Rolit scenarios (contract: ../shared/contracts/scenario.md, "Rolit").
 * A position is validated into a RolitState and wrapped in a match (one round
 * unless `options.rounds` says more); every step runs through the statechart
 * with XState's pure `transition`, whose guard asks the rules core's
 * `explainPlace`, the same legality source the site uses.
 *
 * Project extensions (README, "Scenario files"): a position without a board,
 * `{"players": 3}` (2, 3, 4 or "solo", and `colourChoice` for the Spanish
 * two-player game), starts a new match on the start position, with the first
 * player rolled from `options.seed` (RO4); the step `{"nextRound": {}}` starts
 * the next round of a match (RO14); and `expect` may name the match fields
 * `stage`, `round`, `rounds`, `starters`, `firstRoll` and `score`.
 *
 * Every number is checked against what the game can reach: boards of 8, 6
 * or 4, adjacency 8 or 4, 1 to 99 rounds, a seed that is a 32-bit generator
 * state, a colour choice the edition offers.
 */
import { initialTransition, type SnapshotFrom } from 'xstate';
import { rolitMachine } from '../machines/rolit/machine';
import { SquareSyntaxError, boardFromRows, boardToRows, indexOf, isBoardSize, isColour, isOnBoard, neighbours, parseSquare, squareAt, squareName, startBoard } from '../machines/rolit/rules/board';
import { EDITION_IDS, edition, isEditionId } from '../machines/rolit/rules/editions';
import { narrate } from '../machines/rolit/rules/narrate';
import { explainMatchEvent, matchFromGame, matchPhase, newMatch, type RolitEvent, type RolitMatch } from '../machines/rolit/rules/match';
import { legalPlacements } from '../machines/rolit/rules/play';
import { fromPosition } from '../machines/rolit/rules/setup';
import type { Adjacency, BoardSize, Cell, Colour, EditionId, RolitState } from '../machines/rolit/rules/types';
import { ScenarioError, own, readSeed, show, type GameAdapter, type Json } from './types';
import { checkedSend, pureTransition } from './pureTransition';

function onlyKeys(where: string, obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new ScenarioError(`${where}: unknown field ${show(k)} (allowed: ${allowed.join(', ')})`);
  }
}

/** The longest match a file may ask for (ruling B.3 #14 leaves the number open; the default is one round per player). */
export const MAX_ROUNDS = 99;

interface RolitOptions {
  size: BoardSize;
  adjacency: Adjacency;
  edition: EditionId;
  rounds: number | undefined;
  seed: number | string | undefined;
}

function readOptions(options: Record<string, unknown>): RolitOptions {
  onlyKeys('options', options, ['size', 'adjacency', 'edition', 'rounds', 'seed']);
  const size = own(options, 'size') ?? 8;
  const adjacency = own(options, 'adjacency') ?? 8;
  const edition = own(options, 'edition') ?? 'standard';
  const rounds = own(options, 'rounds');
  if (rounds !== undefined && (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)) {
    throw new ScenarioError(`options.rounds must be a whole number of rounds from 1 to ${MAX_ROUNDS}, not ${show(rounds)}`);
  }
  const seed = readSeed(own(options, 'seed'));
  if (!isBoardSize(size)) throw new ScenarioError(`options.size must be 8, 6 or 4, not ${show(size)}`);
  if (adjacency !== 8 && adjacency !== 4) throw new ScenarioError(`options.adjacency must be 8 or 4, not ${show(adjacency)}`);
  if (!isEditionId(edition)) {
    throw new ScenarioError(`options.edition must be one of ${EDITION_IDS.map((e) => `"${e}"`).join(', ')}, not ${show(edition)}`);
  }
  return { size, adjacency, edition, rounds, seed };
}

function readBoard(raw: unknown, size: BoardSize) {
  if (!Array.isArray(raw) || raw.some((r) => typeof r !== 'string')) {
    throw new ScenarioError(`position.board must be a list of ${size} text rows, top row first`);
  }
  // A row is `size` characters; anything much longer is quoted short rather than echoed whole.
  const long = raw.length === size ? raw.findIndex((r) => (r as string).length > size) : -1;
  if (long >= 0) throw new ScenarioError(`position.board: row ${size - long} (${show(raw[long], 24)}) must be ${size} characters long, found ${(raw[long] as string).length}`);
  let cells;
  try {
    cells = boardFromRows(raw as string[], size);
  } catch (e) {
    throw new ScenarioError(`position.board: ${(e as Error).message}`);
  }
  if (cells.every((c) => c === '.')) throw new ScenarioError('position.board: the board is empty, but every ball must be placed next to one already on the board');
  return cells;
}

function readPlayers(raw: unknown): Colour[] {
  if (!Array.isArray(raw)) throw new ScenarioError('position.players must be a list of colours in turn order, like ["R", "G"]');
  if (raw.length < 2 || raw.length > 4) throw new ScenarioError(`position.players must list 2 to 4 colours (solo plays R and G), found ${raw.length}`);
  const seen = new Set<string>();
  for (const c of raw) {
    if (!isColour(c)) throw new ScenarioError(`position.players: unknown colour ${show(c)} (use "R", "Y", "G", "B")`);
    if (seen.has(c)) throw new ScenarioError(`position.players: colour "${c}" is listed twice`);
    seen.add(c);
  }
  return raw as Colour[];
}

/**
 * What a board says of its history (RO3, RO5): every round starts from the
 * four balls in the centre and a ball is never taken off, so those squares
 * are never empty; every ball was put next to one already there, so the balls
 * hang together by the game's adjacency; and a colour nobody plays only ever
 * had its one starting ball, so it shows at most once. Linear in the board.
 */
function checkHistory(cells: readonly Cell[], size: BoardSize, adjacency: Adjacency, players: readonly Colour[]): void {
  const start = startBoard(size);
  start.forEach((c, i) => {
    if (c !== '.' && cells[i] === '.') throw new ScenarioError(`position.board: ${squareName(squareAt(i, size))} is empty, but it holds one of the four starting balls and a ball is never taken off (RO3)`);
  });
  for (const colour of ['R', 'Y', 'G', 'B'] as const) {
    if (players.includes(colour)) continue;
    const n = cells.filter((c) => c === colour).length;
    if (n > 1) throw new ScenarioError(`position.board: ${n} balls of ${colour}, but nobody plays ${colour}: only its starting ball can be on the board (RO3, RO5)`);
  }
  const reached = new Array<boolean>(cells.length).fill(false);
  const first = start.findIndex((c) => c !== '.');
  const queue = [first];
  reached[first] = true;
  while (queue.length) {
    const at = queue.pop() as number;
    for (const n of neighbours(squareAt(at, size), size, adjacency)) {
      const i = indexOf(n, size);
      if (!reached[i] && cells[i] !== '.') {
        reached[i] = true;
        queue.push(i);
      }
    }
  }
  const loose = cells.findIndex((c, i) => c !== '.' && !reached[i]);
  if (loose >= 0) throw new ScenarioError(`position.board: the ball on ${squareName(squareAt(loose, size))} is not joined to the starting balls by a chain of neighbours, but every ball is put next to one already there (RO5)`);
}

function load(o: RolitOptions, position: Record<string, unknown>): RolitState {
  const { size, adjacency, edition } = o;
  onlyKeys('position', position, ['board', 'players', 'current']);
  const cells = readBoard(position.board, size);
  const players = readPlayers(position.players);
  checkHistory(cells, size, adjacency, players);
  const current = position.current;
  if (!isColour(current) || !players.includes(current)) {
    throw new ScenarioError(`position.current must be one of the players (${players.join(', ')}), not ${show(current)}`);
  }
  return fromPosition({ size, adjacency, edition, cells, players, current });
}

/** The project's new-match position: `{"players": 2 | 3 | 4 | "solo", "colourChoice"?: n}` and no board. */
function loadNewMatch(o: RolitOptions, position: Record<string, unknown>): RolitMatch {
  onlyKeys('position', position, ['players', 'colourChoice']);
  const players = position.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 'solo') {
    throw new ScenarioError(`position.players must be 2, 3, 4 or "solo" for a new match (or a list of colours with a board), not ${show(players)}`);
  }
  const lists = players === 'solo' ? [] : edition(o.edition).colours[players];
  const choice = position.colourChoice ?? 0;
  if (!Number.isInteger(choice) || (choice as number) < 0 || (players !== 'solo' && (choice as number) >= lists.length) || (players === 'solo' && choice !== 0)) {
    const offered = lists.map((l, i) => `${i} = ${l.join('+')}`).join(', ');
    throw new ScenarioError(`position.colourChoice: the ${o.edition} edition offers ${offered || 'no choice'} for ${String(players)} players, not ${show(choice)}`);
  }
  return newMatch({ players, size: o.size, adjacency: o.adjacency, edition: o.edition, colourChoice: choice as number, rounds: o.rounds, seed: o.seed });
}

function loadMatch(options: Record<string, unknown>, position: Record<string, unknown>): RolitMatch {
  const o = readOptions(options);
  if (position.board === undefined && !Array.isArray(position.players)) return loadNewMatch(o, position);
  return matchFromGame(load(o, position), { rounds: o.rounds });
}

export type RolitSnapshot = SnapshotFrom<typeof rolitMachine>;

/** The chart, entered at the point the match stands (a full board is scored at once). */
export function startSnapshot(match: RolitMatch): RolitSnapshot {
  return initialTransition(rolitMachine, match)[0];
}

/** Sends an event through the chart, held to the rules core (see `checkedSend`). */
export const sendEvent = checkedSend(pureTransition(rolitMachine), explainMatchEvent);

function move(snapshot: RolitSnapshot, key: string, value: unknown) {
  let event: RolitEvent;
  if (key === 'nextRound') {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length > 0) {
      throw new ScenarioError('"nextRound" takes {} (the next round starts on the start position)');
    }
    event = { type: 'round.next' };
  } else if (key === 'place') {
    let square;
    try {
      square = parseSquare(value);
    } catch (e) {
      if (e instanceof SquareSyntaxError) throw new ScenarioError(e.message);
      throw e;
    }
    // A square off this board is no square of the game: the file is wrong, not the move (a "rejected" step must be about a rule).
    const size = snapshot.context.game.size;
    if (!isOnBoard(square, size)) throw new ScenarioError(`"place": ${show(value)} is not a square of this ${size}×${size} board (columns a to ${String.fromCharCode(96 + size)}, rows 1 to ${size})`);
    event = { type: 'ball.place', square: value as string };
  } else throw new ScenarioError(`unknown move ${show(key)}`);
  const out = sendEvent(snapshot, event);
  return out.ok ? { ok: true as const, state: out.snapshot } : { ok: false as const, reason: out.reason, refusal: out.refusal };
}

/** The plain-language log of a game, one line per placement plus the result. */
export function rolitLog(state: RolitState): string[] {
  return narrate(state);
}

const GAME_FIELDS: Readonly<Record<string, (s: RolitState) => Json>> = {
  phase: (s) => s.phase,
  board: (s) => boardToRows(s.cells, s.size),
  current: (s) => s.current,
  result: (s) => (s.result ? { counts: { ...s.result.counts }, winners: s.result.winners.slice() } : null),
  players: (s) => s.players.slice(),
  legal: (s) => legalPlacements(s),
};

const MATCH_FIELDS: Readonly<Record<string, (m: RolitMatch) => Json>> = {
  stage: (m) => matchPhase(m),
  round: (m) => m.starters.length,
  rounds: (m) => m.rounds,
  starters: (m) => m.starters.slice(),
  firstRoll: (m) => (m.firstRolls ?? []).map((r) => ({ by: r.by, face: r.face })),
  score: (m) => (m.score ? { roundsWon: { ...m.score.roundsWon }, points: { ...m.score.points }, winners: m.score.winners.slice() } : null),
};

export function viewState(s: RolitState): Record<string, Json> {
  const view: Record<string, Json> = {};
  for (const [field, of] of Object.entries(GAME_FIELDS)) view[field] = of(s);
  return view;
}

/** The match around the round (project fields for match scenarios). */
export function viewMatch(m: RolitMatch): Record<string, Json> {
  const view: Record<string, Json> = {};
  for (const [field, of] of Object.entries(MATCH_FIELDS)) view[field] = of(m);
  return view;
}

export const rolitAdapter: GameAdapter<RolitSnapshot> = {
  game: 'rolit',
  load: (options, position) => startSnapshot(loadMatch(options, position)),
  moves: ['place', 'nextRound'],
  move,
  fields: {
    phase: 'value',
    board: 'list',
    current: 'value',
    result: 'value',
    // Project extras: the colours in turn order, and where the current colour may place now.
    players: 'list',
    legal: 'set',
    // The match (for files with several rounds, or a new match rolled from a seed).
    stage: 'value',
    round: 'value',
    rounds: 'value',
    starters: 'list',
    firstRoll: 'list',
    score: 'value',
  },
  view: (snapshot) => ({ ...viewState(snapshot.context.game), ...viewMatch(snapshot.context) }),
  viewField: (snapshot, field) => own(GAME_FIELDS, field)?.(snapshot.context.game) ?? own(MATCH_FIELDS, field)?.(snapshot.context) ?? null,
  log: (snapshot) => rolitLog(snapshot.context.game),
};
