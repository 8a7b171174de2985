/**
 * The Rolit lab: seeded rounds played by the strong bot for every colour, per
 * table and reading (edition, adjacency, board), summed up for the lab page;
 * and the search for where two readings first part.
 *
 * Every strong bot answers a position the same way, so a seed sets the first
 * player by the edition's own roll (RO4) and then a few random opening
 * placements (as the bench's openings do), after which the strong bot places
 * every ball.
 */
import { rolitCoachMove, ROLIT_STRONG_BUDGET } from '../coach/rolit';
import { chooseMove as cornerBot, isCorner } from '../machines/rolit/bots';
import { countBalls, parseSquare } from '../machines/rolit/rules/board';
import { applyPlace, explainPlace, legalPlacements } from '../machines/rolit/rules/play';
import { ENGLISH as ROLIT_EN, refusalText } from '../machines/rolit/rules/refusal';
import rolitNl from '../machines/rolit/rules/messages/nl.json';
import { firstPlayer } from '../machines/rolit/rules/rounds';
import { newGame } from '../machines/rolit/rules/setup';
import type { Adjacency, BoardSize, Colour, EditionId, RolitState } from '../machines/rolit/rules/types';
import { nextInt, seedFrom, type RngState } from '../machines/shared/rng';
import { shortestParting } from './search';
import { counts, mean, seatShares, share, tally, withAndWithout } from './stats';
import type { ConfigSummary, Divergence, DivergenceStep, Figure, SampleGame, SpecialFigure } from './types';

export interface RolitReading {
  edition?: EditionId;
  adjacency?: Adjacency;
  size?: BoardSize;
}

export interface RolitTable {
  id: string;
  players: 2 | 3 | 4;
}

export const TABLES: RolitTable[] = [
  { id: '2', players: 2 },
  { id: '3', players: 3 },
  { id: '4', players: 4 },
];

export const READINGS: { id: string; table: string; reading: RolitReading }[] = [
  { id: 'es-3', table: '3', reading: { edition: 'es' } },
  { id: 'es-4', table: '4', reading: { edition: 'es' } },
  { id: 'adjacency4', table: '2', reading: { adjacency: 4 } },
  { id: 'adjacency4-4', table: '4', reading: { adjacency: 4 } },
  { id: 'size6', table: '2', reading: { size: 6 } },

];

/** Random placements before the strong bot takes over, so that seeded games differ. */
export const OPENING = 4;

function tableOf(id: string): RolitTable {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no Rolit table ${id}`);
  return t;
}

export function readingOf(id: string): { table: RolitTable; reading: RolitReading } {
  const r = READINGS.find((x) => x.id === id);
  if (!r) throw new Error(`no Rolit reading ${id}`);
  return { table: tableOf(r.table), reading: r.reading };
}

function place(s: RolitState, square: string): RolitState {
  const out = applyPlace(s, square);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

/** The start of a seeded round: the edition's roll for the first player, nothing placed yet. */
export function startRound(table: RolitTable, seed: number, r: RolitReading = {}): { state: RolitState; rng: RngState } {
  const o = { players: table.players, edition: r.edition ?? 'standard', adjacency: r.adjacency ?? 8, size: r.size ?? 8 } as const;
  const probe = newGame(o);
  const roll = firstPlayer(probe.players, seedFrom(seed), o.edition);
  return { state: newGame({ ...o, first: roll.colour }), rng: roll.rng };
}

export interface RolitRecord {
  seed: number;
  players: Colour[];
  first: Colour;
  counts: number[];
  winners: number[];
  placements: number;
  /** Balls a colour gained by capture in the last four placements, summed. */
  lateCaptures: number;
  /** The colour(s) ahead ten placements before the end were not among the winners. */
  lateSwing: boolean;
  /** Corners each colour holds at the end; which colour took the first corner (-1: none). */
  corners: number[];
  firstCorner: number;
}

const LATE = 10;

/** One seeded round to the full board: random opening, then the strong bot for every colour. */
export function playRolit(table: RolitTable, seed: number, r: RolitReading = {}): RolitRecord {
  let { state: s, rng } = startRound(table, seed, r);
  const players = s.players.slice();
  const first = s.current;
  const total = s.cells.filter((c) => c === '.').length;
  let placed = 0;
  let leaders: number[] = [];
  let lateCaptures = 0;
  let firstCorner = -1;
  while (s.phase !== 'over') {
    let sq: string | null;
    if (placed < OPENING) {
      const legal = legalPlacements(s);
      let k: number;
      [k, rng] = nextInt(rng, legal.length);
      sq = legal[k] ?? null;
    } else sq = rolitCoachMove(s, ROLIT_STRONG_BUDGET) ?? cornerBot(s);
    if (!sq) break;
    const mover = players.indexOf(s.current);
    const before = countBalls(s.cells, s.current);
    s = place(s, sq);
    placed++;
    if (firstCorner < 0 && isCorner(parseSquare(sq), s.size)) firstCorner = mover;
    if (total - placed < 4) lateCaptures += countBalls(s.cells, players[mover]!) - before - 1;
    if (total - placed === LATE) {
      const c = players.map((p) => countBalls(s.cells, p));
      const top = Math.max(...c);
      leaders = c.flatMap((v, i) => (v === top ? [i] : []));
    }
  }
  const res = s.result!;
  const cornerSq = [[0, 1], [s.size - 1, 1], [0, s.size], [s.size - 1, s.size]].map(([col, row]) => s.cells[(row! - 1) * s.size + col!]);
  const winners = res.winners.map((c) => players.indexOf(c));
  return {
    seed, players, first, placements: placed,
    counts: players.map((p) => res.counts[p]),
    winners,
    lateCaptures,
    lateSwing: leaders.length > 0 && !leaders.some((l) => winners.includes(l)),
    corners: players.map((p) => cornerSq.filter((c) => c === p).length),
    firstCorner,
  };
}

export function summarise(records: readonly RolitRecord[]): ConfigSummary {
  const n = records[0]?.players.length ?? 2;
  const special = (key: string, has: (r: RolitRecord, i: number) => boolean): SpecialFigure => withAndWithout(key, records, () => n, has);
  const turns = records.map((r) => r.placements);
  const figures: Figure[] = [
    { key: 'lateSwing', kind: 'share', value: share(records.filter((r) => r.lateSwing).length, records.length) },
    { key: 'lateCaptures', kind: 'mean', value: mean(records.map((r) => r.lateCaptures)) },
    { key: 'cornersOfWinner', kind: 'mean', value: mean(records.map((r) => Math.max(...r.winners.map((w) => r.corners[w]!)))) },
    { key: 'ties', kind: 'share', value: share(records.filter((r) => r.winners.length > 1).length, records.length) },
  ];
  const ends = tally(records.map((r) => (r.lateSwing ? 'lateSwing' : 'heldLead')));
  return {
    n: records.length,
    turns: mean(turns),
    turnCounts: counts(turns),
    rounds: mean(records.map((r) => Math.ceil(r.placements / n))),
    seats: seatShares(records, n, (r) => r.players.indexOf(r.first)),
    scoreCounts: counts(records.flatMap((r) => r.counts)),
    winningScore: mean(records.map((r) => Math.max(...r.counts))),
    ends,
    figures,
    specials: [
      special('corner1', (r, i) => r.corners[i]! >= 1),
      special('corner2', (r, i) => r.corners[i]! >= 2),
      special('firstCorner', (r, i) => r.firstCorner === i),
    ],
  };
}

export const sampleOf = (r: RolitRecord): SampleGame => ({ seed: r.seed, turns: r.placements, scores: r.counts, winners: r.winners });

// ------------------------------------------------------------ where two readings part

const COLOUR_WORDS: Record<'en' | 'nl', Record<Colour, string>> = {
  en: { R: 'Red', Y: 'Yellow', G: 'Green', B: 'Blue' },
  nl: { R: 'Rood', Y: 'Geel', G: 'Groen', B: 'Blauw' },
};

function placeWords(s: RolitState, sq: string): { en: string; nl: string } {
  return { en: `${COLOUR_WORDS.en[s.current]} places a ball on ${sq}.`, nl: `${COLOUR_WORDS.nl[s.current]} legt een bal op ${sq}.` };
}

const fingerprint = (s: RolitState) => JSON.stringify([s.cells, s.players, s.current, s.phase]);

/**
 * One seeded random round under two readings at once, the same placement in
 * both: where they first part (a placement one allows and the other refuses,
 * or positions that differ, which for an edition's seating is the start).
 */
export function partRolit(table: RolitTable, a: RolitReading, b: RolitReading, seed: number):
  { steps: DivergenceStep[]; kind: Divergence['kind']; en: string; nl: string } | null {
  let { state: sa } = startRound(table, seed, a);
  let { state: sb } = startRound(table, seed, b);
  let rng = seedFrom(`lab-${seed}`);
  const steps: DivergenceStep[] = [];
  if (sa.size !== sb.size || fingerprint(sa) !== fingerprint(sb)) {
    const seat = (s: RolitState, l: 'en' | 'nl') => s.players.map((c) => COLOUR_WORDS[l][c]).join(l === 'en' ? ', then ' : ', dan ');
    return {
      steps, kind: 'state',
      en: `The round starts differently: ${seat(sa, 'en')} under the first reading; ${seat(sb, 'en')} under the second.`,
      nl: `De ronde begint anders: ${seat(sa, 'nl')} in de eerste lezing; ${seat(sb, 'nl')} in de tweede.`,
    };
  }
  while (sa.phase !== 'over') {
    const la = legalPlacements(sa);
    const lb = new Set(legalPlacements(sb));
    const onlyA = la.find((q) => !lb.has(q));
    if (onlyA) {
      const r = explainPlace(sb, onlyA);
      steps.push({ move: onlyA, ...placeWords(sa, onlyA) });
      return { steps, kind: 'refused', en: r ? refusalText(r, ROLIT_EN) : '', nl: r ? refusalText(r, rolitNl) : '' };
    }
    const onlyB = [...lb].find((q) => !la.includes(q));
    if (onlyB) {
      const r = explainPlace(sa, onlyB);
      steps.push({ move: onlyB, ...placeWords(sb, onlyB) });
      return { steps, kind: 'legal', en: r ? refusalText(r, ROLIT_EN) : '', nl: r ? refusalText(r, rolitNl) : '' };
    }
    let k: number;
    [k, rng] = nextInt(rng, la.length);
    const sq = la[k]!;
    steps.push({ move: sq, ...placeWords(sa, sq) });
    sa = place(sa, sq);
    sb = place(sb, sq);
    if (fingerprint(sa) !== fingerprint(sb)) return { steps, kind: 'state', en: '', nl: '' };
  }
  return null;
}

export function searchRolit(readingId: string, tries: number, firstSeed = 1): Divergence | null {
  const { table, reading } = readingOf(readingId);
  return shortestParting(readingId, table.id, tries, firstSeed, (seed) => partRolit(table, {}, reading, seed));
}

/** The strong bot's level: its share of two-player rounds against the corner-and-edge bot (colour alternates, same openings). */
export function levelGame(g: number): number {
  const table = tableOf('2');
  let { state: s, rng } = startRound(table, 1 + g);
  const strong = s.players[g % 2]!;
  for (let i = 0; i < OPENING; i++) {
    const legal = legalPlacements(s);
    let k: number;
    [k, rng] = nextInt(rng, legal.length);
    s = place(s, legal[k]!);
  }
  while (s.phase !== 'over') {
    const sq = s.current === strong ? rolitCoachMove(s, ROLIT_STRONG_BUDGET) : cornerBot(s);
    if (!sq) break;
    s = place(s, sq);
  }
  const w = s.result!.winners;
  return w.includes(strong) ? 1 / w.length : 0;
}
