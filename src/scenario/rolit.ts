/**
 * Rolit scenarios (contract: ../shared/contracts/scenario.md, "Rolit").
 * A position is validated into a RolitState and wrapped in a one-round match;
 * every `place` step runs through the statechart with XState's pure
 * `transition`, whose guard asks the rules core's `explainPlace`, the same
 * legality source the site uses.
 */
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { rolitMachine } from '../machines/rolit/machine';
import { SquareSyntaxError, boardFromRows, boardToRows, isBoardSize, isColour, parseSquare } from '../machines/rolit/rules/board';
import { EDITION_IDS, isEditionId } from '../machines/rolit/rules/editions';
import { narrate } from '../machines/rolit/rules/narrate';
import { explainMatchEvent, matchFromGame, type RolitEvent, type RolitMatch } from '../machines/rolit/rules/match';
import { legalPlacements } from '../machines/rolit/rules/play';
import { fromPosition } from '../machines/rolit/rules/setup';
import type { Adjacency, BoardSize, Colour, EditionId, Refusal, RolitState } from '../machines/rolit/rules/types';
import { ScenarioError, type GameAdapter, type Json } from './types';

function onlyKeys(where: string, obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) throw new ScenarioError(`${where}: unknown field "${k}" (allowed: ${allowed.join(', ')})`);
  }
}

function readOptions(options: Record<string, unknown>): { size: BoardSize; adjacency: Adjacency; edition: EditionId } {
  onlyKeys('options', options, ['size', 'adjacency', 'edition']);
  const { size = 8, adjacency = 8, edition = 'standard' } = options;
  if (!isBoardSize(size)) throw new ScenarioError(`options.size must be 8, 6 or 4, not ${JSON.stringify(size)}`);
  if (adjacency !== 8 && adjacency !== 4) throw new ScenarioError(`options.adjacency must be 8 or 4, not ${JSON.stringify(adjacency)}`);
  if (!isEditionId(edition)) {
    throw new ScenarioError(`options.edition must be one of ${EDITION_IDS.map((e) => `"${e}"`).join(', ')}, not ${JSON.stringify(edition)}`);
  }
  return { size, adjacency, edition };
}

function readBoard(raw: unknown, size: BoardSize) {
  if (!Array.isArray(raw) || raw.some((r) => typeof r !== 'string')) {
    throw new ScenarioError(`position.board must be a list of ${size} text rows, top row first`);
  }
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
    if (!isColour(c)) throw new ScenarioError(`position.players: unknown colour ${JSON.stringify(c)} (use "R", "Y", "G", "B")`);
    if (seen.has(c)) throw new ScenarioError(`position.players: colour "${c}" is listed twice`);
    seen.add(c);
  }
  return raw as Colour[];
}

function load(options: Record<string, unknown>, position: Record<string, unknown>): RolitState {
  const { size, adjacency, edition } = readOptions(options);
  onlyKeys('position', position, ['board', 'players', 'current']);
  const cells = readBoard(position.board, size);
  const players = readPlayers(position.players);
  const current = position.current;
  if (!isColour(current) || !players.includes(current)) {
    throw new ScenarioError(`position.current must be one of the players (${players.join(', ')}), not ${JSON.stringify(current)}`);
  }
  return fromPosition({ size, adjacency, edition, cells, players, current });
}

export type RolitSnapshot = SnapshotFrom<typeof rolitMachine>;

/** The chart, entered at the point the match stands (a full board is scored at once). */
export function startSnapshot(match: RolitMatch): RolitSnapshot {
  return initialTransition(rolitMachine, match)[0];
}

/** Sends an event through the chart; a refused one must leave the snapshot's context untouched. */
export function sendEvent(snapshot: RolitSnapshot, event: RolitEvent): { ok: true; snapshot: RolitSnapshot } | { ok: false; reason: string; refusal: Refusal } {
  const refusal = explainMatchEvent(snapshot.context, event);
  const [next] = transition(rolitMachine, snapshot, event);
  if (refusal) {
    if (next.context !== snapshot.context) throw new Error(`the chart changed the state on a refused move (${refusal.message})`);
    return { ok: false, reason: refusal.message, refusal };
  }
  if (next.context === snapshot.context) throw new Error(`the chart ignored a legal ${event.type} in state ${JSON.stringify(snapshot.value)}`);
  return { ok: true, snapshot: next };
}

function move(snapshot: RolitSnapshot, key: string, value: unknown) {
  if (key !== 'place') throw new ScenarioError(`unknown move "${key}"`);
  try {
    parseSquare(value);
  } catch (e) {
    if (e instanceof SquareSyntaxError) throw new ScenarioError(e.message);
    throw e;
  }
  const out = sendEvent(snapshot, { type: 'ball.place', square: value as string });
  return out.ok ? { ok: true as const, state: out.snapshot } : { ok: false as const, reason: out.reason };
}

/** The plain-language log of a game, one line per placement plus the result. */
export function rolitLog(state: RolitState): string[] {
  return narrate(state);
}

export function viewState(s: RolitState): Record<string, Json> {
  return {
    phase: s.phase,
    board: boardToRows(s.cells, s.size),
    current: s.current,
    result: s.result ? { counts: { ...s.result.counts }, winners: s.result.winners.slice() } : null,
    players: s.players.slice(),
    legal: legalPlacements(s),
  };
}

export const rolitAdapter: GameAdapter<RolitSnapshot> = {
  game: 'rolit',
  load: (options, position) => startSnapshot(matchFromGame(load(options, position))),
  moves: ['place'],
  move,
  fields: {
    phase: 'value',
    board: 'list',
    current: 'value',
    result: 'value',
    // Project extras: the colours in turn order, and where the current colour may place now.
    players: 'list',
    legal: 'set',
  },
  view: (snapshot) => viewState(snapshot.context.game),
  log: (snapshot) => rolitLog(snapshot.context.game),
};
