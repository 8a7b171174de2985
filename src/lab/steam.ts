/**
 * The Steam Rollers lab: seeded games per table, difficulty and reading,
 * summed up for the lab page, and where two readings first part.
 *
 * The bot in every seat is the strong bot (the coach's plan-aware policy at
 * its strong budget, `steamCoachMove`); `LAB_STEAM_BOT=planner` plays the
 * planning bot (the easy level) instead. The bot's level is measured by
 * every run and printed with the figures.
 */
import { SR_STRONG_BUDGET, steamCoachMove } from '../coach/steam';
import { plannerMove, randomMove } from '../machines/steam-rollers/bots';
import type { CardSide, Face } from '../machines/steam-rollers/rules/cards';
import { applyEvent, explain as explainEvent } from '../machines/steam-rollers/rules/game';
import { legalMoves } from '../machines/steam-rollers/rules/legal';
import { newGame } from '../machines/steam-rollers/rules/setup';
import { actorOf } from '../machines/steam-rollers/rules/specials';
import type { Switches } from '../machines/steam-rollers/rules/switches';
import type { Difficulty, SteamEvent, SteamState } from '../machines/steam-rollers/rules/types';
import { logEntries } from '../machines/shared/logbook';
import { nextInt, seedFrom } from '../machines/shared/rng';
import { shortestParting } from './search';
import { counts, mean, seatShares, share, tally, withAndWithout } from './stats';
import type { ConfigSummary, Divergence, DivergenceStep, Figure, SampleGame, SpecialFigure } from './types';

export type SteamBot = 'planner' | 'strong';
export const STEAM_BOT: SteamBot = (typeof process !== 'undefined' && process.env?.LAB_STEAM_BOT === 'planner') ? 'planner' : 'strong';

export interface SteamTable {
  id: string;
  players: number;
  difficulty: Difficulty;
}

export const TABLES: SteamTable[] = [
  { id: '2', players: 2, difficulty: 'none' },
  { id: '3', players: 3, difficulty: 'none' },
  { id: '4', players: 4, difficulty: 'none' },
  { id: '5', players: 5, difficulty: 'none' },
  { id: '3-medium', players: 3, difficulty: 'medium' },
  { id: '3-hard', players: 3, difficulty: 'hard' },
];

export const READINGS: { id: string; table: string; switches: Partial<Switches> }[] = [
  { id: 'railsStopAtWalls', table: '3-hard', switches: { railsStopAtWalls: true } },
  { id: 'bonus3b', table: '3', switches: { bonus3b: 'upTo' } },
  { id: 'card2a', table: '3', switches: { card2a: 'together' } },
];

export const SIDES: CardSide[] = ['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '6a', '6b'];

function tableOf(id: string): SteamTable {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no Steam Rollers table ${id}`);
  return t;
}

export function readingOf(id: string): { table: SteamTable; switches: Partial<Switches> } {
  const r = READINGS.find((x) => x.id === id);
  if (!r) throw new Error(`no Steam Rollers reading ${id}`);
  return { table: tableOf(r.table), switches: r.switches };
}

export function startGame(t: SteamTable, seed: number, switches: Partial<Switches> = {}, sides?: Face[]): SteamState {
  return newGame({ players: t.players, seed, difficulty: t.difficulty, switches, ...(sides ? { sides } : {}) });
}

function step(s: SteamState, e: SteamEvent | null): SteamState {
  if (!e) throw new Error('no move');
  const out = applyEvent(s, e);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

export function labMove(s: SteamState, seed: number, bot: SteamBot = STEAM_BOT): SteamEvent | null {
  return bot === 'strong' ? steamCoachMove(s, { ...SR_STRONG_BUDGET, seed }) : plannerMove(s);
}

export interface SteamRecord {
  seed: number;
  seats: number;
  start: number;
  turns: number;
  rounds: number;
  totals: number[];
  winners: number[];
  reason: 'supply' | 'stuck';
  /** Points by source, summed over the seats. */
  deliveries: number;
  network: number;
  engine: number;
  cards: number;
  /** The sides in play (card 1 first) and, per seat, the sides it took at least once. */
  sides: CardSide[];
  took: CardSide[][];
}

export function playSteam(t: SteamTable, seed: number, switches: Partial<Switches> = {}, bot: SteamBot = STEAM_BOT): SteamRecord {
  let s = startGame(t, seed, switches);
  const start = s.start;
  let turns = 0;
  while (s.phase !== 'over') {
    if (s.phase === 'draft') turns++;
    s = step(s, labMove(s, seed, bot));
  }
  const r = s.result!;
  const took: CardSide[][] = s.players.map(() => []);
  let sides: CardSide[] = [];
  for (const e of logEntries(s.log)) {
    if (e.t === 'setup') sides = e.sides.slice();
    if (e.t === 'card' && !took[e.player]!.includes(e.card)) took[e.player]!.push(e.card);
  }
  const sum = (f: (p: (typeof r.scores)[number]) => number) => r.scores.reduce((a, p) => a + f(p), 0);
  return {
    seed, seats: t.players, start, turns, rounds: s.round,
    totals: r.scores.map((p) => p.total), winners: r.winners.slice(), reason: r.reason,
    deliveries: sum((p) => p.deliveries), network: sum((p) => p.network), engine: sum((p) => p.engine + p.engineBonus), cards: sum((p) => p.cards),
    sides, took,
  };
}

export function summarise(records: readonly SteamRecord[]): ConfigSummary {
  const n = records[0]?.seats ?? 2;
  const ends = tally(records.map((r) => r.reason));
  const perSeat = (f: (r: SteamRecord) => number) => mean(records.map((r) => f(r) / r.seats));
  const figures: Figure[] = [
    { key: 'deliveries', kind: 'mean', value: perSeat((r) => r.deliveries) },
    { key: 'network', kind: 'mean', value: perSeat((r) => r.network) },
    { key: 'engine', kind: 'mean', value: perSeat((r) => r.engine) },
    { key: 'cards', kind: 'mean', value: perSeat((r) => r.cards) },
    { key: 'stuck', kind: 'share', value: share(ends.stuck ?? 0, records.length) },
  ];
  // Each card side, in the games it was dealt in: the seats that took it and the others.
  const specials: SpecialFigure[] = SIDES.map((side) => withAndWithout(side, records, (r) => r.seats, (r, i) => r.took[i]!.includes(side), (r) => r.sides.includes(side))).filter(
    (s) => s.with.n + s.without.n > 0,
  );
  return {
    n: records.length,
    turns: mean(records.map((r) => r.turns)),
    turnCounts: counts(records.map((r) => r.turns)),
    rounds: mean(records.map((r) => r.rounds)),
    seats: seatShares(records, n, (r) => r.start),
    scoreCounts: counts(records.flatMap((r) => r.totals)),
    winningScore: mean(records.map((r) => Math.max(...r.totals))),
    ends,
    figures,
    specials,
  };
}

export const sampleOf = (r: SteamRecord): SampleGame => ({ seed: r.seed, turns: r.turns, scores: r.totals, winners: r.winners });

// ------------------------------------------------------------ where two readings part

const fingerprint = (s: SteamState) => {
  const { options: _o, log: _l, ...rest } = s;
  return JSON.stringify(rest);
};
const key = (e: SteamEvent) => JSON.stringify(e);

function moveWords(e: SteamEvent): { en: string; nl: string } {
  const j = JSON.stringify(e);
  return { en: j, nl: j };
}

/** One seeded game (random moves) under two readings at once: where they first part. */
export function partSteam(t: SteamTable, a: Partial<Switches>, b: Partial<Switches>, seed: number, maxSteps = 600):
  { steps: DivergenceStep[]; kind: Divergence['kind']; en: string; nl: string } | null {
  let sa = startGame(t, seed, a);
  let sb = startGame(t, seed, b);
  let rng = seedFrom(`lab-${seed}`);
  const steps: DivergenceStep[] = [];
  for (let k = 0; k < maxSteps && sa.phase !== 'over'; k++) {
    const la = legalMoves(sa);
    const lb = legalMoves(sb);
    const kb = new Set(lb.map(key));
    const onlyA = la.find((m) => !kb.has(key(m)));
    if (onlyA) {
      const r = explainEvent(sb, onlyA);
      steps.push({ move: onlyA, ...moveWords(onlyA) });
      return { steps, kind: 'refused', en: r?.message ?? '', nl: r?.message ?? '' };
    }
    const ka = new Set(la.map(key));
    const onlyB = lb.find((m) => !ka.has(key(m)));
    if (onlyB) {
      const r = explainEvent(sa, onlyB);
      steps.push({ move: onlyB, ...moveWords(onlyB) });
      return { steps, kind: 'legal', en: r?.message ?? '', nl: r?.message ?? '' };
    }
    // Mostly the planning bot's move, sometimes a random one, so the search reaches the positions a real game does.
    let i: number;
    [i, rng] = nextInt(rng, 4);
    const move = i === 0 ? randomMove(sa, seed + k) : plannerMove(sa);
    if (!move) return null;
    steps.push({ move, ...moveWords(move) });
    sa = step(sa, move);
    sb = step(sb, move);
    if (fingerprint(sa) !== fingerprint(sb)) return { steps, kind: 'state', en: '', nl: '' };
  }
  return null;
}

export function searchSteam(readingId: string, tries: number, firstSeed = 1): Divergence | null {
  const { table, switches } = readingOf(readingId);
  return shortestParting(readingId, table.id, tries, firstSeed, (seed) => partSteam(table, {}, switches, seed));
}

/** The lab bot's level: its share of two-player games against the random bot (seat alternates). */
export function levelGame(g: number, bot: SteamBot = STEAM_BOT): number {
  const me = g % 2;
  let s = newGame({ players: 2, seed: 50_000 + g });
  while (s.phase !== 'over') s = step(s, actorOf(s) === me ? labMove(s, g, bot) : randomMove(s, g));
  const w = s.result!.winners;
  return w.includes(me) ? 1 / w.length : 0;
}
