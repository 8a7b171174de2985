/**
 * The Steam Rollers coach: for the seat to move, every legal move with its
 * expected points on the score sheet, and the best one.
 *
 * - It never decides a rule: the candidates are the core's `legalMoves`
 *   (src/machines/steam-rollers/rules/legal.ts), every outcome is made by
 *   `applyEvent`, and points are the core's `scorePlayer` (deliveries,
 *   network, engine bonus, cards).
 * - It sees only what the seat could see. Everything on the table is open in
 *   Steam Rollers (sheets, supply board, cards, the dice rolled); what nobody
 *   knows is the future dice, which live in the game's generator. The coach
 *   throws that generator away and rolls with its own seed, so two positions
 *   that differ only in the future dice get the same advice.
 * - The seat's own turn is weighed first: the move, then the rest of the
 *   turn as the planning bot would finish it (a die taken is acted on, a
 *   second die with card 2a, another seat's steal window). Where the move is
 *   followed by a die in this turn (card 5b's re-roll) each of the six faces
 *   is weighed with its chance of 1/6, exactly. That ranks every move.
 * - The rest of the game is estimated by Monte Carlo playouts for the `top`
 *   moves the first estimate likes best: the planning bot plays every seat
 *   for `rounds` whole rounds (or to the end), the coach's own dice rolled
 *   from its seed (the same dice for every move compared, so differences come
 *   from the moves), then each seat's points on the score sheet plus a small
 *   share of the bot's worth of its half-built lines. Moves without playouts
 *   get the playouts' average correction.
 * - A move's value is the seat's expected points minus the other seats'
 *   average (taking a card from a rival, or a die it wanted, counts too).
 * - Deterministic: the same position, budget and seed give the same report.
 */
import { buildWorthWeighing, deliveryPoints, plannerMove, strongMove } from '../machines/steam-rollers/bots';
import { costsOf, nearestLine, planBase, prospect, raceTerm } from '../machines/steam-rollers/plan';
import { strength } from '../machines/steam-rollers/rules/engine';
import { engineBonus } from '../machines/steam-rollers/rules/scoring';
import { dieInHand, sideInPlay, wallsOf } from '../machines/steam-rollers/rules/state';
import { CITIES } from '../machines/steam-rollers/rules/map';
import type { CardSide, Colour } from '../machines/steam-rollers/rules/types';
import { applyEvent } from '../machines/steam-rollers/rules/game';
import { legalMoves } from '../machines/steam-rollers/rules/legal';
import { scorePlayer } from '../machines/steam-rollers/rules/scoring';
import { actorOf } from '../machines/steam-rollers/rules/specials';
import { emptyLog } from '../machines/shared/logbook';
import type { SteamEvent, SteamState } from '../machines/steam-rollers/rules/types';
import { nextInt, seedFrom, type RngState } from '../machines/shared/rng';

export interface SteamBudget {
  /** Playouts for each of the `top` moves (0: the seat's turn and the static estimate only). */
  playouts: number;
  /** How many of the best-looking moves get playouts. */
  top: number;
  /** Whole rounds a playout runs before the estimate takes over (Infinity: to the end of the game). */
  rounds: number;
  seed: number | string;
}

/** What the hint pane uses (scripts/bench-coach.ts measures its answer time). */
export const SR_COACH_BUDGET: SteamBudget = { playouts: 0, top: 3, rounds: 1, seed: 1 };
/** The strong bot's budget at the table and in the bench (scripts/bench-coach.ts gives its win rate). */
export const SR_STRONG_BUDGET: SteamBudget = { playouts: 0, top: 3, rounds: 1, seed: 1 };

export interface SteamOption {
  move: SteamEvent;
  /** Points on the seat's score sheet that the move and the rest of this turn add (expected, over a re-roll). */
  now: number;
  /** Expected points the seat gains from here to the end of the playouts' horizon (the turn only, without playouts). */
  points: number;
  /** Expected lead over the other seats' average at the horizon (higher is better). */
  value: number;
  /** Lead lost against the best move, in points (0 for the best). */
  regret: number;
  /** How the dice after this move were weighed: 'exact' (card 5b's re-roll, all six faces) or 'sampled' (the coach's seeded rolls). */
  dice: 'exact' | 'sampled';
  /** Playouts run for this move (0: it got the average correction). */
  playouts: number;
}

/**
 * What the coach's choice is for, in the plan's terms (the hint says it in
 * words): the delivery it makes, the line it draws toward and the hexes
 * left, the cube an engine box is crossed for; for a die or a card that
 * changes the die, the action the plan takes with it (`then`).
 */
export type SteamWhy =
  | { kind: 'deliver'; cube: Colour; from: number; to: number; points: number; /** The last cube of its city. */ empties: boolean }
  | { kind: 'line'; a: number; b: number; /** Hexes still to draw on that line after this one (0: the line is joined). */ toGo: number }
  | { kind: 'loose' }
  | { kind: 'box'; box: number; strength: number; /** A cube whose planned delivery needs that strength. */ cube: { colour: Colour; from: number } | null }
  | { kind: 'bonus'; box: number; boxes: number; bonus: number }
  | { kind: 'card'; card: CardSide }
  | { kind: 'die'; value: number; then: SteamWhy | null }
  | { kind: 'change'; card: CardSide; value: number; then: SteamWhy | null }
  | { kind: 'reroll'; card: CardSide }
  | { kind: 'second'; value: number; then: SteamWhy | null }
  | { kind: 'steal'; value: number }
  | { kind: 'letGo' }
  | { kind: 'end' }
  | { kind: 'pass' };

export interface SteamReport {
  game: 'steam-rollers';
  seat: number;
  phase: SteamState['phase'];
  /** 'choose': weigh the moves; 'dice': the start player rolls, nothing to choose; 'forced': one move only. */
  kind: 'choose' | 'dice' | 'forced' | 'over';
  options: SteamOption[];
  /** Index into options of the coach's choice, or -1. */
  best: number;
  budget: SteamBudget;
  /** Playouts run in all. */
  playouts: number;
  /** The round at which the playouts stop (null: to the end of the game). */
  horizon: number | null;
  /** What the best move is for (null when there is nothing to choose). */
  why: SteamWhy | null;
}

// ------------------------------------------------------------------ dice the coach rolls itself

/** A generator state drawn from the coach's seed: the `k`-th of a stream. */
function stream(seed: number | string, k: number): RngState {
  let r = seedFrom(seed) ^ 0x2c1b3c6d;
  let x = 0;
  for (let i = 0; i <= k; i++) [x, r] = nextInt(r, 0x7fffffff);
  return seedFrom(x + k);
}

/** For each face 1–6, a generator state whose next die shows that face (found once, by trying states in order). */
const FACE_RNG: readonly RngState[] = (() => {
  const out: RngState[] = [-1, -1, -1, -1, -1, -1];
  for (let r = 1; r < 10_000 && out.includes(-1); r++) {
    const [k] = nextInt(r, 6);
    if (out[k] === -1) out[k] = r;
  }
  return out;
})();

/** The position as the seat sees it: the real generator (the future dice) replaced by the coach's, and no history. */
export function forget(s: SteamState, rng: RngState): SteamState {
  return { ...s, rng, log: emptyLog() };
}

// ------------------------------------------------------------------ playing moves through

function must(s: SteamState, e: SteamEvent): SteamState {
  const out = applyEvent(s, e);
  if (!out.ok) throw new Error(`coach: the core refused ${e.type}: ${out.refusal.message}`);
  return out.state;
}

/** The strong policy's move (its moves are always the core's legal ones). */
function planned(s: SteamState): SteamEvent {
  const e = strongMove(s);
  if (!e) throw new Error('coach: the strong policy found no move');
  return e;
}

/** The rest of `owner`'s turn as the planning bot would play it (a steal window of another seat included). */
function finishTurn(s: SteamState, owner: number, round: number): SteamState {
  let t = s;
  for (let i = 0; i < 24 && t.phase !== 'over' && t.phase !== 'roll' && t.current === owner && t.round === round; i++) t = must(t, planned(t));
  return t;
}

/** Plays on with the planning bot in every seat until round `until` begins (or the game ends). */
function playout(s: SteamState, until: number): SteamState {
  let t = s;
  for (let i = 0; i < 100_000 && t.phase !== 'over' && t.round < until; i++) t = must(t, planned(t));
  return t;
}

/**
 * Each seat's points on the score sheet (`sheet`), and its plan's value (`points`: those points plus
 * what its lines, engine and cards are likely to bring before the end, plan.ts `planValue`).
 */
function pointsOf(s: SteamState): { sheet: number[]; points: number[] } {
  if (s.phase === 'over' && s.result) {
    const out: number[] = [];
    for (const p of s.result.scores) out[p.player] = p.total;
    return { sheet: out, points: out };
  }
  const sheet = s.players.map((_, i) => scorePlayer(s, i).total);
  return { sheet, points: s.players.map((_, i) => planBase(s, i)) };
}

/** The seat's lead (`lead`) less its race term (plan.ts `raceTerm`): the race is counted from the seat's own chair only, as the others' would cancel it out. */
function standing(s: SteamState, points: readonly number[], seat: number): number {
  return lead(points, seat) - raceTerm(s, seat);
}

/** The seat's points minus the others' average. */
function lead(points: readonly number[], seat: number): number {
  const own = points[seat] ?? 0;
  if (points.length < 2) return own;
  let others = 0;
  points.forEach((p, i) => {
    if (i !== seat) others += p;
  });
  return own - others / (points.length - 1);
}

const isReroll = (e: SteamEvent): boolean => e.type === 'card.play' && e.card === '5b' && e.mode === 'reroll';

/** The states a move leads to this turn, each with its chance: six faces for a re-roll, one state otherwise. */
function outcomes(s: SteamState, e: SteamEvent): { p: number; state: SteamState }[] {
  if (!isReroll(e)) return [{ p: 1, state: must(s, e) }];
  return FACE_RNG.map((rng) => ({ p: 1 / 6, state: { ...must({ ...s, rng }, e), rng: s.rng } }));
}

// ------------------------------------------------------------------ the report

/**
 * The coach's analysis of the position for the seat to move (the holder of
 * card 2b in a steal window). `state` is the table's whole state; the coach
 * never reads its generator (see `forget`).
 */
export function analyseSteam(state: SteamState, budget: Partial<SteamBudget> = {}): SteamReport {
  const b: SteamBudget = { ...SR_COACH_BUDGET, ...budget };
  const seat = actorOf(state);
  const base = { game: 'steam-rollers' as const, seat, phase: state.phase, budget: b, playouts: 0, horizon: null, why: null };
  if (state.phase === 'over') return { ...base, kind: 'over', options: [], best: -1 };
  const root = forget(state, stream(b.seed, 0));
  const moves = legalMoves(root);
  const blank = (move: SteamEvent): SteamOption => ({ move, now: 0, points: 0, value: 0, regret: 0, dice: isReroll(move) ? 'exact' : 'sampled', playouts: 0 });
  if (state.phase === 'roll') return { ...base, kind: 'dice', options: moves.map(blank), best: moves.length ? 0 : -1 };

  const owner = root.current;
  const round = root.round;
  const { sheet: sheetsNow, points: pointsNow } = pointsOf(root);
  const sheetNow = sheetsNow[seat] ?? 0;
  // The seat's turn, move by move: exact over a re-roll's faces.
  const leadNow = standing(root, pointsNow, seat);
  const weighed = moves.map((move) => {
    const o = blank(move);
    if (move.type === 'track.build' && !buildWorthWeighing(root, move)) {
      // A loose track (joining no city and no line) is weighed as leaving the plan as it was (bots.ts `buildWorthWeighing`).
      const t = must(root, move);
      if (t.phase !== 'second') {
        o.value = leadNow;
        return { o, ends: [{ p: 1, after: t }] };
      }
    }
    const ends = outcomes(root, move).map(({ p, state: t }) => ({ p, after: finishTurn(t, owner, round) }));
    for (const { p, after } of ends) {
      const { sheet, points: pts } = pointsOf(after);
      o.now += p * ((sheet[seat] ?? 0) - sheetNow);
      o.points += p * ((pts[seat] ?? 0) - (pointsNow[seat] ?? 0));
      o.value += p * standing(after, pts, seat);
    }
    return { o, ends };
  });

  const horizon = Number.isFinite(b.rounds) ? round + Math.max(1, b.rounds) : Infinity;
  const chosen = moves.length > 1 && b.playouts > 0
    ? weighed.map((w, i) => [w.o.value, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]).slice(0, b.top).map((x) => x[1])
    : [];
  let playouts = 0;
  let sumShift = 0;
  let sumGain = 0;
  for (const i of chosen) {
    const w = weighed[i]!;
    let value = 0;
    let gain = 0;
    for (let j = 0; j < b.playouts; j++) {
      // Stratified over a re-roll's faces; the dice after it from the coach's seed, the same for every move.
      const end = w.ends[w.ends.length === 1 ? 0 : j % w.ends.length]!;
      const start = forget(end.after, stream(b.seed, j + 1));
      const last = playout(start, horizon);
      const pts = pointsOf(last).points;
      value += standing(last, pts, seat);
      gain += (pts[seat] ?? 0) - (pointsNow[seat] ?? 0);
      playouts++;
    }
    value /= b.playouts;
    gain /= b.playouts;
    sumShift += value - w.o.value;
    sumGain += gain - w.o.points;
    w.o.value = value;
    w.o.points = gain;
    w.o.playouts = b.playouts;
  }
  if (chosen.length) {
    const shift = sumShift / chosen.length;
    const g = sumGain / chosen.length;
    weighed.forEach((w, i) => {
      if (chosen.includes(i)) return;
      w.o.value += shift;
      w.o.points += g;
    });
  }
  const options = weighed.map((w) => w.o);
  let best = -1;
  options.forEach((o, i) => {
    if (best < 0 || o.value > options[best]!.value + 1e-9) best = i;
  });
  const top = best >= 0 ? options[best]!.value : 0;
  for (const o of options) o.regret = Math.max(0, top - o.value);
  const kind = moves.length === 1 ? 'forced' : 'choose';
  const why = best >= 0 ? whyOf(root, options[best]!.move) : null;
  return { ...base, kind, options, best, playouts, horizon: chosen.length && Number.isFinite(horizon) ? horizon : null, why };
}

/** The strong bot's move: the coach's choice at the strong budget (the planning bot's where nothing is weighed). */
export function steamCoachMove(state: SteamState, budget: Partial<SteamBudget> = SR_STRONG_BUDGET): SteamEvent | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'roll') return { type: 'dice.roll' };
  const moves = legalMoves(state);
  if (moves.length <= 1) return moves[0] ?? null;
  const r = analyseSteam(state, { ...SR_STRONG_BUDGET, ...budget });
  return r.options[r.best]?.move ?? plannerMove(state);
}

// ------------------------------------------------------------------ what a move is for

/** What the strong policy does next in the same turn, and what for (the action after a die is taken or changed). */
function thenWhy(s: SteamState, owner: number, depth: number): SteamWhy | null {
  let t = s;
  if (t.phase === 'steal') {
    const out = applyEvent(t, { type: 'steal.pass' });
    if (!out.ok) return null;
    t = out.state;
  }
  if (t.phase !== 'action' || t.current !== owner) return null;
  const next = strongMove(t);
  return next ? whyOf(t, next, depth + 1) : null;
}

/**
 * What move `e` of position `s` is for, in the plan's terms (plan.ts): the
 * line a track brings nearer and how many hexes it leaves to draw, the cube
 * an engine box is crossed for, the delivery; for a die or a die-changing
 * card, what the plan then does with the die.
 */
export function whyOf(s: SteamState, e: SteamEvent, depth = 0): SteamWhy | null {
  if (depth > 3) return null;
  const seat = s.current;
  switch (e.type) {
    case 'cargo.deliver':
      return { kind: 'deliver', cube: e.cube, from: e.from, to: e.to, points: deliveryPoints(s, e), empties: (s.supply[e.from] ?? []).length === 1 };
    case 'track.build': {
      const out = applyEvent(s, e);
      if (!out.ok) return null;
      const walls = wallsOf(s);
      const line = nearestLine(s, seat, costsOf(s.players[seat]!.tracks, walls), costsOf(out.state.players[seat]!.tracks, walls));
      return line ? { kind: 'line', ...line } : { kind: 'loose' };
    }
    case 'engine.improve': {
      const box = dieInHand(s)?.value ?? 0;
      const out = applyEvent(s, e);
      if (!out.ok) return null;
      const after = out.state;
      const was = strength(s, seat);
      const now = strength(after, seat);
      const boxes = after.players[seat]!.engine.length;
      // The nearest planned delivery that needs the new strength.
      let cube: { colour: Colour; from: number } | null = null;
      let steps = Infinity;
      for (const from of CITIES) {
        for (const colour of new Set(after.supply[from] ?? [])) {
          const p = prospect(after, seat, from, colour);
          if (!p || p.needs <= was || p.needs > now) continue;
          if (p.hexes < steps) {
            steps = p.hexes;
            cube = { colour, from };
          }
        }
      }
      if (!cube && engineBonus(boxes) > 0) return { kind: 'bonus', box, boxes, bonus: engineBonus(boxes) };
      return { kind: 'box', box, strength: now, cube };
    }
    case 'card.take': {
      const die = dieInHand(s)?.value ?? 0;
      return { kind: 'card', card: sideInPlay(s, die) };
    }
    case 'die.take': {
      const value = s.dice.white[e.die]?.value ?? 0;
      const out = applyEvent(s, e);
      return { kind: 'die', value, then: out.ok ? thenWhy(out.state, seat, depth) : null };
    }
    case 'card.play': {
      const out = applyEvent(s, e);
      if (!out.ok) return null;
      if (e.card === '2b') return { kind: 'steal', value: s.steal ? (s.dice.white[s.steal.die]?.value ?? 0) : 0 };
      if (e.card === '5b' && e.mode === 'reroll') return { kind: 'reroll', card: e.card };
      if (e.card === '2a') return { kind: 'second', value: s.dice.white[e.die]?.value ?? 0, then: thenWhy(out.state, seat, depth) };
      return { kind: 'change', card: e.card, value: dieInHand(out.state)?.value ?? 0, then: thenWhy(out.state, seat, depth) };
    }
    case 'steal.pass':
      return { kind: 'letGo' };
    case 'turn.end':
      return { kind: 'end' };
    case 'turn.pass':
      return { kind: 'pass' };
    case 'dice.roll':
      return null;
  }
}
