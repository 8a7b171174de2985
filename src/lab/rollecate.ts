/**
 * The Rollecate lab: seeded games played by the strong bot in every seat, per
 * table and reading, summed up for the lab page; and the search for where two
 * readings of a rule first part.
 *
 * The bot in every seat is the strong bot's choice without its late playouts
 * (`coachMove` with `playouts: 0`: the exact turn and the static estimate).
 * With playouts it costs about 7 s per four-player game on the machine the
 * lab runs on, which would leave a few dozen games per table; without them
 * about 0.25 s, and its choices still win 30 % of four-player games against
 * three of the planning bots (the shipped strong bot: 34.6 %). Its level is
 * measured again by every run (`level`).
 */
import { chooseMove as plannerBot } from '../machines/rollecate/bots';
import { coachMove, STRONG_BUDGET } from '../coach/rollecate';
import { logEntries } from '../machines/shared/logbook';
import { nextInt, seedFrom, type RngState } from '../machines/shared/rng';
import { apply, explain } from '../machines/rollecate/rules/game';
import { legalActions } from '../machines/rollecate/rules/legal';
import { cardNamer, describe } from '../machines/rollecate/rules/narrate';
import { refusalText } from '../machines/rollecate/rules/refusal';
import { newGame } from '../machines/rollecate/rules/setup';
import { ENGLISH, type Templates } from '../machines/rollecate/rules/templates';
import type { Action, GameState, LogEntry, RuleSwitches, Variant } from '../machines/rollecate/rules/types';
import nlMessages from '../machines/rollecate/rules/messages/nl.json';
import { shortestParting } from './search';
import { counts, mean, seatShares, share, tally, withAndWithout } from './stats';
import type { ConfigSummary, Divergence, DivergenceStep, Figure, SampleGame, SpecialFigure } from './types';

const DUTCH: Templates = nlMessages;

export interface RollecateTable {
  id: string;
  variant: Variant;
  players: number;
}

export const TABLES: RollecateTable[] = [
  { id: '2', variant: 'standard', players: 2 },
  { id: '3', variant: 'standard', players: 3 },
  { id: '4', variant: 'standard', players: 4 },
  { id: 'betsy', variant: 'betsy', players: 1 },
  { id: 'solo', variant: 'solo', players: 1 },
  { id: 'solo-hard', variant: 'solo-hard', players: 1 },
];

/** Each reading the rulings leave open, with the table it matters on (compared with that table's default). */
export const READINGS: { id: string; table: string; rules: Partial<RuleSwitches> }[] = [
  { id: 'passDamage', table: '3', rules: { passDamage: false } },
  { id: 'valueRuleInSetup', table: '3', rules: { valueRuleInSetup: true } },
  { id: 'valueRuleTouching', table: '3', rules: { valueRuleTouching: true } },
  { id: 'table', table: '3', rules: { table: { width: 7, height: 7 } } },
  { id: 'betsyPassEffects', table: 'betsy', rules: { betsyPassEffects: false } },
  { id: 'soloDealToBox', table: 'solo', rules: { soloDealToBox: true } },
];

function tableOf(id: string): RollecateTable {
  const t = TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`no Rollecate table ${id}`);
  return t;
}

export function startGame(table: RollecateTable, seed: number, rules: Partial<RuleSwitches> = {}): GameState {
  const names = table.variant === 'standard' ? Array.from({ length: table.players }, (_, i) => `P${i + 1}`) : ['P1'];
  return newGame({ variant: table.variant, players: names, seed, rules });
}

/** The lab's bot: the strong bot's choice without playouts on a turn, the planning bot's elsewhere (setup, discards, Betsy). */
export function labMove(s: GameState, seed: number): Action {
  return s.phase === 'action' ? coachMove(s, { ...STRONG_BUDGET, playouts: 0, seed }) : plannerBot(s);
}

function step(s: GameState, a: Action): GameState {
  const out = apply(s, a);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

const TURN_MOVES = new Set(['turn.pass', 'turn.build', 'chaos.discard', 'betsy.play']);

export interface RollecateRecord {
  seed: number;
  seats: number;
  start: number;
  turns: number;
  scores: number[];
  winners: number[];
  lost: boolean;
  derailments: number;
  penaltyCards: number;
  /** Per seat: chaos cards in hand when play began, chaos cards played as a turn, cards combined. */
  chaosStart: number[];
  chaosPlayed: number[];
  combined: number[];
}

/** One seeded game, played to the end by the lab's bot. */
export function playRollecate(table: RollecateTable, seed: number, rules: Partial<RuleSwitches> = {}): RollecateRecord {
  let s = startGame(table, seed, rules);
  const seats = s.players.length;
  let turns = 0;
  let chaosStart: number[] | null = null;
  while (s.phase !== 'over') {
    if (!chaosStart && s.phase !== 'setup') chaosStart = s.players.map((p) => p.hand.filter((c) => c.chaos).length);
    const a = labMove(s, seed);
    if (TURN_MOVES.has(a.type)) turns++;
    s = step(s, a);
  }
  const chaosPlayed = new Array<number>(seats).fill(0);
  const combined = new Array<number>(seats).fill(0);
  let penaltyCards = 0;
  for (const e of logEntries(s.log)) {
    if (e.t === 'chaos') {
      chaosPlayed[e.player]! += 1;
      if (e.combinedWith) combined[e.player]! += 1;
    } else if (e.t === 'discard' && e.combinedWith) combined[e.player]! += 1;
    else if (e.t === 'penalty') penaltyCards += e.cards.length;
  }
  const r = s.result!;
  const start = firstSeat(s);
  return {
    seed, seats, start, turns, scores: r.scores.slice(), winners: r.winners.slice(), lost: r.lost,
    derailments: s.derailments.reduce((a, b) => a + b, 0), penaltyCards,
    chaosStart: chaosStart ?? new Array<number>(seats).fill(0), chaosPlayed, combined,
  };
}

/** The seat that laid the first initial card: the start player (R4). */
function firstSeat(s: GameState): number {
  for (const e of logEntries(s.log)) if (e.t === 'setup') return e.player;
  return 0;
}

export function summarise(records: readonly RollecateRecord[]): ConfigSummary {
  const seats = records[0]?.seats ?? 1;
  const solo = seats === 1;
  const turns = records.map((r) => r.turns);
  const scores = records.flatMap((r) => (r.lost ? [] : r.scores));
  const ends = tally(records.map((r) => (r.lost ? 'derailed' : 'lastCard')));
  const figures: Figure[] = [
    { key: 'derailments', kind: 'mean', value: mean(records.map((r) => r.derailments)) },
    { key: 'penaltyCards', kind: 'mean', value: mean(records.map((r) => r.penaltyCards)) },
    { key: 'chaosPlayed', kind: 'mean', value: mean(records.map((r) => r.chaosPlayed.reduce((a, b) => a + b, 0))) },
    { key: 'combined', kind: 'mean', value: mean(records.map((r) => r.combined.reduce((a, b) => a + b, 0))) },
  ];
  if (records.some((r) => r.lost)) figures.push({ key: 'lost', kind: 'share', value: share(records.filter((r) => r.lost).length, records.length) });
  // Betsy's table: seat 0 is the person, seat 1 Betsy; "seats" then reads as the person's and Betsy's share.
  const competitive = records.filter((r) => !r.lost);
  // Win share of the seats that held or used each special thing and of the others (competitive tables only).
  const special = (key: string, has: (r: RollecateRecord, seat: number) => boolean): SpecialFigure => withAndWithout(key, records, (r) => r.seats, has);
  const specials = solo ? [] : [
    special('chaosStart', (r, i) => (r.chaosStart[i] ?? 0) > 0),
    special('chaosPlayed', (r, i) => (r.chaosPlayed[i] ?? 0) > 0),
    special('combined', (r, i) => (r.combined[i] ?? 0) > 0),
  ];
  return {
    n: records.length,
    turns: mean(turns),
    turnCounts: counts(turns),
    rounds: mean(records.map((r) => Math.ceil(r.turns / r.seats))),
    // Counted from the start player.
    seats: solo || seats < 2 ? [] : seatShares(records, seats, (r) => r.start),
    scoreCounts: counts(scores),
    winningScore: competitive.length === 0 ? null : solo ? mean(competitive.map((r) => r.scores[0]!)) : mean(competitive.map((r) => Math.min(...r.winners.map((w) => r.scores[w]!)))),
    ends,
    figures,
    specials,
  };
}

export const sampleOf = (r: RollecateRecord): SampleGame => ({ seed: r.seed, turns: r.turns, scores: r.scores, winners: r.winners });

export function readingOf(id: string): { table: RollecateTable; rules: Partial<RuleSwitches> } {
  const rd = READINGS.find((x) => x.id === id);
  if (!rd) throw new Error(`no Rollecate reading ${id}`);
  return { table: tableOf(rd.table), rules: rd.rules };
}

// ------------------------------------------------------------ where two readings part

/** A position as the rules see it, for comparing two readings (the rule switches themselves left out). */
function fingerprint(s: GameState): string {
  const { rules: _rules, log: _log, ...rest } = s;
  return JSON.stringify(rest);
}

const moveKey = (a: Action) => JSON.stringify(a);

/** The log lines a move added, in both languages. */
function words(before: GameState, after: GameState): { en: string; nl: string } {
  const n = logEntries(before.log).length;
  const added: LogEntry[] = logEntries(after.log).slice(n);
  const names = after.players.map((p) => p.name);
  const say = (t: Templates) => added.map((e) => describe(e, names, t, { card: cardNamer(after, t), variant: after.variant })).join(' ');
  return { en: say(ENGLISH), nl: say(DUTCH) };
}

/**
 * Plays one seeded random game under two readings at once, the same move in
 * both, and returns where they first part: a move one reading lists and the
 * other refuses, or a move that leaves the two positions different.
 */
export function partRollecate(table: RollecateTable, a: Partial<RuleSwitches>, b: Partial<RuleSwitches>, seed: number, maxSteps = 400):
  { steps: DivergenceStep[]; kind: Divergence['kind']; en: string; nl: string } | null {
  let sa = startGame(table, seed, a);
  let sb = startGame(table, seed, b);
  let rng: RngState = seedFrom(`lab-${seed}`);
  const steps: DivergenceStep[] = [];
  if (fingerprint(sa) !== fingerprint(sb)) return { steps, kind: 'state', en: '', nl: '' };
  for (let k = 0; k < maxSteps && sa.phase !== 'over'; k++) {
    const la = legalActions(sa, { rolls: 'engine' });
    const lb = legalActions(sb, { rolls: 'engine' });
    const kb = new Set(lb.map(moveKey));
    const onlyA = la.find((m) => !kb.has(moveKey(m)));
    if (onlyA) {
      const r = explain(sb, onlyA);
      const out = apply(sa, onlyA);
      const w = out.ok ? words(sa, out.state) : { en: '', nl: '' };
      steps.push({ move: onlyA, ...w });
      return { steps, kind: 'refused', en: r ? refusalText(r, ENGLISH, cardNamer(sb, ENGLISH)) : '', nl: r ? refusalText(r, DUTCH, cardNamer(sb, DUTCH)) : '' };
    }
    const ka = new Set(la.map(moveKey));
    const onlyB = lb.find((m) => !ka.has(moveKey(m)));
    if (onlyB) {
      const r = explain(sa, onlyB);
      const out = apply(sb, onlyB);
      const w = out.ok ? words(sb, out.state) : { en: '', nl: '' };
      steps.push({ move: onlyB, ...w });
      return { steps, kind: 'legal', en: r ? refusalText(r, ENGLISH, cardNamer(sa, ENGLISH)) : '', nl: r ? refusalText(r, DUTCH, cardNamer(sa, DUTCH)) : '' };
    }
    // The same moves either way: play a seeded random one (a setup card by the default policy) in both.
    let move: Action;
    if (sa.phase === 'setup') move = { type: 'setup.place' };
    else {
      let i: number;
      [i, rng] = nextInt(rng, la.length);
      move = la[i]!;
    }
    const na = step(sa, move);
    const nb = step(sb, move);
    const wa = words(sa, na);
    steps.push({ move, ...wa });
    if (fingerprint(na) !== fingerprint(nb)) {
      const wb = words(sb, nb);
      return { steps, kind: 'state', en: wb.en, nl: wb.nl };
    }
    sa = na;
    sb = nb;
  }
  return null;
}

/** The shortest parting over `tries` seeds (ties: the lowest seed). */
export function searchRollecate(readingId: string, tries: number, firstSeed = 1): Divergence | null {
  const { table, rules } = readingOf(readingId);
  return shortestParting(readingId, table.id, tries, firstSeed, (seed) => partRollecate(table, {}, rules, seed));
}

/** The lab bot's level: its win share in four-player games against three planning bots (seat rotates). */
export function levelGame(g: number): number {
  const strong = g % 4;
  let s = newGame({ players: ['A', 'B', 'C', 'D'], seed: 1 + g });
  while (s.phase !== 'over') s = step(s, s.current === strong && s.phase === 'action' ? labMove(s, g) : plannerBot(s));
  const w = s.result!.winners;
  return w.includes(strong) ? 1 / w.length : 0;
}
