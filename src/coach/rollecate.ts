/**
 * The Rollecate coach: for the seat to move, every legal action with its
 * expected cost in the game's own terms, and the best one.
 *
 * - It never decides a rule: the candidates are `legalActions`, every outcome
 *   is made by `apply`, the ride's chances are the binomial wheel odds of
 *   odds.ts (A-R1) and the penalty discards follow `planDiscards` (R19–R22).
 * - It sees only what the seat could see (`publicView`, ruling 32): before it
 *   looks ahead, every card hidden from the seat (the other hands, the draw
 *   pile, the cards boxed unseen at setup) is pooled, sorted by id and dealt
 *   again at random from the coach's own seed, and the dice get a fresh seed,
 *   so two positions with the same public view get the same advice.
 * - This turn is weighed exactly (expectimax over the dice: every number of
 *   wheels with its chance). The rest of the game is estimated by Monte Carlo
 *   playouts in which today's bot (src/machines/rollecate/bots.ts) plays every
 *   seat, up to a horizon of whole rounds, then a static estimate of each
 *   seat's final score (pile, plus part of the hand, R34/R35). The playouts
 *   correct the static estimate (a control variate), so a budget of zero
 *   playouts still ranks the moves sensibly and a larger one only refines it.
 * - Deterministic: the same position, seat, budget and seed give the same report.
 */
import { chooseMove } from '../machines/rollecate/bots';
import { apply } from '../machines/rollecate/rules/game';
import { legalActions } from '../machines/rollecate/rules/legal';
import { rideOdds, wheelOdds } from '../machines/rollecate/rules/odds';
import { planDiscards } from '../machines/rollecate/rules/planner';
import { pileScore } from '../machines/rollecate/rules/scoring';
import { publicView } from '../machines/rollecate/rules/view';
import { emptyLog } from '../machines/shared/logbook';
import { nextInt, seedFrom, shuffle, type RngState } from '../machines/shared/rng';
import type { Action, Card, ChaosDiscard, GameState } from '../machines/rollecate/rules/types';

export interface RollecateBudget {
  /** Playouts per candidate action (0: the exact turn and the static estimate only). */
  playouts: number;
  /** Only the `top` actions the static estimate likes best get playouts; the rest get their average correction. */
  top: number;
  /** How many whole rounds a playout runs before the static estimate takes over (Infinity: to the end). */
  rounds: number;
  /** Playouts run only when the seat has at most this many turns after the current one (Infinity: always). */
  late: number;
  /** Longest build listed (legalActions' maxBuild). */
  maxBuild: number;
  seed: number | string;
}

/** What the hint pane uses (see scripts/bench-coach.ts for its answer time). */
export const COACH_BUDGET: RollecateBudget = { playouts: 12, top: 4, rounds: Infinity, late: 2, maxBuild: 3, seed: 1 };
/** The strong bot's budget at the table and in the bench (see scripts/bench-coach.ts for its win rate). */
export const STRONG_BUDGET: RollecateBudget = { playouts: 100, top: 8, rounds: Infinity, late: 4, maxBuild: 3, seed: 1 };
/** A playout's win share is worth this many points of margin: one percentage point of winning counts as one point. */
export const WIN_POINTS = 100;

export interface RollecateOption {
  action: Action;
  /** Expected penalty cards taken this turn (R16–R18, R29, R30). */
  penaltyCards: number;
  /** Expected points this turn adds to the seat's pile after the best discard order (negative: combining removed some). */
  penaltyPoints: number;
  /** Chance the ride derails (0 for a pass or a chaos discard), and as an exact fraction. */
  derail: number;
  derailFraction: string;
  /** Cards (and their points) left in hand after the action. */
  handCards: number;
  handPoints: number;
  /** The discard order the planner would use, when the action's penalty cards are certain. */
  plan: ChaosDiscard[] | null;
  /** Expected change this turn of the seat's estimated final score (points; lower is better). */
  turnCost: number;
  /**
   * Estimated final score margin: own score minus the others' average, less
   * WIN_POINTS × the share of playouts won when playouts ran to the end (lower is better).
   */
  value: number;
  /** Points lost against the best option (0 for the best). */
  regret: number;
  /** Share of playouts the seat won (a tie split), or null without playouts. */
  winShare: number | null;
}

export interface RollecateReport {
  game: 'rollecate';
  seat: number;
  phase: GameState['phase'];
  /** 'choose': weigh the options; 'dice' / 'forced' / 'setup': nothing to weigh. */
  kind: 'choose' | 'discard' | 'dice' | 'forced' | 'over';
  options: RollecateOption[];
  /** Index into options of the coach's choice, or -1. */
  best: number;
  budget: RollecateBudget;
  playouts: number;
}

// ------------------------------------------------------------------ the seat's estimate

/** Turns the seat still has after the current one, from the draw pile (36 cards share out equally, R6). */
function turnsLeft(s: GameState, seat: number): number {
  const n = s.players.length;
  const pile = s.drawPile.length;
  // Turns are taken in seat order from `current`; the seat gets every n-th draw.
  const offset = (seat - s.current - 1 + n) % n;
  return pile > offset ? Math.floor((pile - offset - 1) / n) + 1 : 0;
}

/**
 * The static estimate's weights, tuned on seeded four-player games against
 * today's bots (scripts/bench-coach.ts). `keepBase` 0.4 rather than 0.65 counts
 * a card kept in hand early for less of its points, so the seat builds only
 * when the ride is cheap: with no playouts the coach's choices win 30.0 % of
 * games 0–3,999 instead of 28.2 % (0.5: 29.5 %, 0.3: 29.2 %), and the strong
 * bot 34.4 % of games 0–999 and of games 1,000–1,999 instead of 33.7 % and
 * 33.9 %. What the table is left with for the next seat (the cards ahead of
 * the train, the card a penalty takes first) is not weighed: ±0.3 points for
 * either moved nothing past noise.
 */
export const WEIGHTS = { keepBase: 0.4 };

/** Part of a hand's points that counts as final: all of it at the end (R34), less while turns remain to build cards away (0.47 with eight turns left, 0.7 with one). */
function keep(turns: number): number {
  return turns <= 0 ? 1 : WEIGHTS.keepBase + (1 - WEIGHTS.keepBase) / (1 + turns);
}

/** Mean value of the cards hidden from `seat` (other hands, draw pile, unseen box), for other seats' hands. */
function hiddenMean(s: GameState, seat: number): number {
  let sum = 0;
  let n = 0;
  const add = (c: Card) => {
    sum += c.value;
    n++;
  };
  s.players.forEach((p, i) => {
    if (i !== seat && !p.betsy) p.hand.forEach(add);
  });
  s.drawPile.forEach(add);
  s.box.slice(0, s.unseen).forEach(add);
  return n ? sum / n : 2.5;
}

/**
 * A seat's estimated final score from what it can see: its pile, most of its
 * own hand, and for other seats the pile plus their hand counted at the
 * average hidden value. Betsy counts cards (R45).
 */
function estimate(s: GameState, viewer: number, seat: number, mean: number): number {
  const p = s.players[seat];
  if (!p) return 0;
  if (s.phase === 'over' && s.result) return s.result.scores[seat] ?? 0;
  if (p.betsy) return p.discard.length + s.drawPile.length / 4;
  const handPoints = seat === viewer ? p.hand.reduce((a, c) => a + c.value, 0) : p.hand.length * mean;
  let score = pileScore(p.discard) + keep(turnsLeft(s, seat)) * handPoints;
  if (seat === s.current && s.pending.length) score += planDiscards(s.pending, p.discard).points - pileScore(p.discard);
  return score;
}

/** Own estimated score minus the other seats' average (lower is better); solo: the own score. */
function margin(s: GameState, seat: number, mean: number): number {
  const own = estimate(s, seat, seat, mean);
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  if (!others.length) return own;
  return own - others.reduce((a, i) => a + estimate(s, seat, i, mean), 0) / others.length;
}

/** Winner share of a finished game for `seat` (1 ÷ winners on a tie), by the game's own result. */
function winShare(s: GameState, seat: number): number {
  const w = s.result?.winners ?? [];
  return w.includes(seat) ? 1 / w.length : 0;
}

// ------------------------------------------------------------------ seeing only the public view

/**
 * A copy of `s` in which everything hidden from `seat` is dealt again at
 * random: the cards are pooled in id order (so the pool itself says nothing
 * of where they were) and shuffled with `rng`; the dice get a new seed. Only
 * the counts survive, which `publicView` shows anyway.
 *
 * `keep` leaves the other hands or the draw pile's order where they really
 * are. The coach never does: only the bench (BENCH_COACH_CEILING) asks, to
 * measure what that hidden information would be worth.
 */
export function redeal(s: GameState, seat: number, rng: RngState, keep: { hands?: boolean; pile?: boolean } = {}): GameState {
  const view = publicView(s, seat);
  const hiddenSeats = keep.hands ? [] : s.players.map((_, i) => (Array.isArray(view.hands[i]) ? -1 : i)).filter((i) => i >= 0);
  const pool: Card[] = [...hiddenSeats.flatMap((i) => s.players[i]!.hand), ...(keep.pile ? [] : s.drawPile), ...s.box.slice(0, s.unseen)];
  pool.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const [dealt, next] = shuffle(pool, rng);
  let at = 0;
  const take = (n: number) => {
    const out = dealt.slice(at, at + n);
    at += n;
    return out;
  };
  const players = s.players.map((p, i) => (hiddenSeats.includes(i) ? { ...p, hand: take(p.hand.length) } : p));
  const drawPile = keep.pile ? s.drawPile : take(s.drawPile.length);
  const box = [...take(s.unseen), ...s.box.slice(s.unseen)];
  return { ...s, players, drawPile, box, rng: next, log: emptyLog() };
}

// ------------------------------------------------------------------ playing a move through

function must(s: GameState, a: Action): GameState {
  const out = apply(s, a);
  if (!out.ok) throw new Error(`coach: the core refused ${a.type}: ${out.refusal.message}`);
  return out.state;
}

/** The seat's penalty cards go on its pile in the planner's order (the best one, R19–R22). */
function discardAll(s: GameState): GameState {
  let t = s;
  while (t.phase === 'discard') {
    const step = planDiscards(t.pending, t.players[t.current]!.discard).order[0];
    if (!step) break;
    t = must(t, { type: 'penalty.discard', card: step.card, combine: step.combine });
  }
  return t;
}

interface Branch {
  /** Chance of this branch. */
  p: number;
  /** Numerator over 3^dice (builds), for exact sums. */
  num: bigint;
  /** The state once the seat's turn is over (its discards made). */
  after: GameState;
  /** Wheels rolled (builds). */
  wheels: number;
  /** Penalty cards taken and the points they added, this turn. */
  cards: number;
  points: number;
  derailed: boolean;
}

/**
 * Every way the turn can go after `action`, each with its exact chance: a
 * build rolls its dice (R27) and each number of wheels is one branch; a pass
 * and a chaos discard have one branch.
 */
export function branches(s: GameState, action: Action): { den: bigint; list: Branch[] } {
  const seat = s.current;
  const before = pileScore(s.players[seat]!.discard);
  const handLeft = handAfter(s, action).reduce((a, c) => a + c.value, 0);
  const finish = (t: GameState, p: number, num: bigint, wheels: number, derailed: boolean): Branch => {
    const taken = t.phase === 'discard' ? t.pending.length : 0;
    const after = discardAll(t);
    // At the game's end the hand joins the pile without combining (R34): count only what the turn itself added.
    const points = pileScore(after.players[seat]!.discard) - before - (after.phase === 'over' ? handLeft : 0);
    return { p, num, after, wheels, cards: taken, points, derailed };
  };
  const first = must(s, action);
  if (action.type !== 'turn.build') return { den: 1n, list: [finish(first, 1, 1n, 0, false)] };
  const dice = first.dice;
  const odds = wheelOdds(dice);
  const den = 3n ** BigInt(dice);
  const list: Branch[] = [];
  odds.forEach((num, wheels) => {
    if (num === 0n) return;
    const rolled = must(first, { type: 'ride.roll', wheels });
    const derailed = (rolled.ride?.overshoot ?? 0) > 0;
    list.push(finish(rolled, Number(num) / Number(den), num, wheels, derailed));
  });
  return { den, list };
}

/** Plays on with today's bot in every seat, for `rounds` whole rounds or to the end. */
function playout(s: GameState, rounds: number): GameState {
  let t = s;
  const n = t.players.length;
  let turns = 0;
  let last = t.current;
  const limit = Number.isFinite(rounds) ? rounds * n : Infinity;
  while (t.phase !== 'over') {
    if (t.current !== last) {
      turns++;
      last = t.current;
      if (turns >= limit) break;
    }
    t = must(t, chooseMove(t));
  }
  return t;
}

// ------------------------------------------------------------------ the report

function describeDiscard(s: GameState, a: Extract<Action, { type: 'penalty.discard' }>): number {
  const t = must(s, a);
  const pile = t.players[s.current]!.discard;
  const rest = t.phase === 'discard' ? planDiscards(t.pending, pile).points : pileScore(pile);
  return rest - pileScore(s.players[s.current]!.discard);
}

function handAfter(s: GameState, a: Action): Card[] {
  const hand = s.players[s.current]!.hand;
  const gone = new Set(a.type === 'turn.build' ? a.cards.map((c) => c.card) : a.type === 'chaos.discard' ? a.cards.map((c) => c.card) : []);
  return hand.filter((c) => !gone.has(c.id));
}

function fraction(num: bigint, den: bigint): string {
  if (num === 0n) return '0';
  let a = num;
  let b = den;
  while (b) [a, b] = [b, a % b];
  return `${num / a}/${den / a}`;
}

/**
 * How the coach deals the cards it cannot see before it looks ahead. The coach
 * itself always uses `redeal` (only the public view survives). The bench
 * (scripts/bench-coach.ts, BENCH_COACH_CEILING) passes dealers that leave some
 * hidden cards where they really are, to measure what that information is worth.
 */
export type Dealer = (s: GameState, seat: number, rng: RngState) => GameState;

/**
 * The coach's analysis of the position for the seat to move. `state` is the
 * full game state (as the table holds it); the coach reads only the seat's
 * public view of it (see `redeal`).
 */
export function analyseRollecate(state: GameState, budget: Partial<RollecateBudget> = {}, deal: Dealer = redeal): RollecateReport {
  const b: RollecateBudget = { ...COACH_BUDGET, ...budget };
  const seat = state.current;
  const base = { game: 'rollecate' as const, seat, phase: state.phase, budget: b, playouts: 0 };
  if (state.phase === 'over') return { ...base, kind: 'over', options: [], best: -1 };
  const blank = (action: Action): RollecateOption => ({
    action, penaltyCards: 0, penaltyPoints: 0, derail: 0, derailFraction: '0', handCards: state.players[seat]?.hand.length ?? 0,
    handPoints: 0, plan: null, turnCost: 0, value: 0, regret: 0, winShare: null,
  });

  if (state.phase === 'discard') {
    const moves = legalActions(state);
    const options = moves.map((m) => {
      const o = blank(m);
      o.penaltyPoints = describeDiscard(state, m as Extract<Action, { type: 'penalty.discard' }>);
      o.penaltyCards = state.pending.length;
      o.turnCost = o.penaltyPoints;
      o.value = o.penaltyPoints;
      return o;
    });
    return finishReport({ ...base, kind: 'discard', options, best: -1 });
  }
  if (state.phase !== 'action') {
    const moves = legalActions(state, { rolls: 'engine' });
    const kind = state.phase === 'roll' ? 'dice' : 'forced';
    if (state.phase === 'roll') {
      const odds = rideOdds(state);
      const o = blank(moves[0] ?? { type: 'ride.roll' });
      if (odds) {
        o.derail = Number(odds.derail) / Number(odds.den);
        o.derailFraction = fraction(odds.derail, odds.den);
        o.penaltyCards = Number(odds.expectedOwed.num) / Number(odds.expectedOwed.den);
      }
      return { ...base, kind, options: [o], best: 0 };
    }
    return { ...base, kind, options: moves.map(blank), best: moves.length ? 0 : -1 };
  }

  const moves = legalActions(state, { rolls: 'engine', maxBuild: b.maxBuild });
  // The exact turn is played on one re-dealt copy: the hidden cards only decide the next seat's draw.
  let rng = seedFrom(b.seed) ^ 0x5bd1e995;
  const seen = deal(state, seat, rng);
  const mean = hiddenMean(state, seat);
  const now = margin(seen, seat, mean);
  const deals: GameState[] = [];
  // Playouts only in the seat's last turns, where one choice swings the result most and a playout is short.
  const runs = turnsLeft(state, seat) <= b.late ? b.playouts : 0;
  for (let i = 0; i < runs; i++) {
    let r: number;
    [r, rng] = nextInt(rng, 0x7fffffff);
    deals.push(deal(state, seat, r + i));
  }
  const weighed = moves.map((action) => {
    const { den, list } = branches(seen, action);
    const o = blank(action);
    let derailNum = 0n;
    for (const br of list) {
      o.penaltyCards += br.p * br.cards;
      o.penaltyPoints += br.p * br.points;
      o.turnCost += br.p * (margin(br.after, seat, mean) - now);
      if (br.derailed) derailNum += br.num;
    }
    o.derail = Number(derailNum) / Number(den);
    o.derailFraction = fraction(derailNum, den);
    const hand = handAfter(state, action);
    o.handCards = hand.length;
    o.handPoints = hand.reduce((a, c) => a + c.value, 0);
    if (list.length === 1 && action.type !== 'turn.build') {
      const t = must(seen, action);
      o.plan = t.phase === 'discard' ? planDiscards(t.pending, t.players[seat]!.discard).order : action.type === 'chaos.discard' ? action.cards : null;
    }
    o.value = now + o.turnCost;
    return { o, list };
  });
  // Playouts for the actions the static estimate likes best (the same deals and dice quantiles for each).
  const chosen = weighed.map((w, i) => [w.o.value, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]).slice(0, deals.length ? b.top : 0).map((x) => x[1]);
  let playouts = 0;
  let sumCorrection = 0;
  for (const i of chosen) {
    const { o, list } = weighed[i]!;
    let correction = 0;
    let wins = 0;
    let finished = 0;
    deals.forEach((deal, j) => {
      // Stratified over the dice: playout j takes the branch at quantile (j + ½) / n.
      const u = (j + 0.5) / deals.length;
      let acc = 0;
      let k = 0;
      while (k < list.length - 1 && acc + list[k]!.p < u) acc += list[k++]!.p;
      const br = list[k]!;
      const start = o.action.type === 'turn.build' ? branchFrom(deal, o.action, br) : discardAll(must(deal, o.action));
      const end = playout(start, b.rounds);
      correction += margin(end, seat, mean) - margin(br.after, seat, mean);
      if (end.phase === 'over') {
        wins += winShare(end, seat);
        finished++;
      }
      playouts++;
    });
    o.winShare = finished === deals.length ? wins / deals.length : null;
    // To the end, the playouts also say how often the seat wins: a percentage point of it counts as a point.
    const shift = correction / deals.length - (o.winShare === null ? 0 : WIN_POINTS * o.winShare);
    o.value += shift;
    sumCorrection += shift;
  }
  if (chosen.length) {
    const offset = sumCorrection / chosen.length;
    weighed.forEach((w, i) => {
      if (!chosen.includes(i)) w.o.value += offset;
    });
  }
  const options = weighed.map((w) => w.o);
  return finishReport({ ...base, kind: 'choose', options, best: -1, playouts });
}

/** The branch `br` of a build, replayed on another deal (the same wheels). */
function branchFrom(deal: GameState, action: Action, br: Branch): GameState {
  return discardAll(must(must(deal, action), { type: 'ride.roll', wheels: br.wheels }));
}

function finishReport(r: RollecateReport): RollecateReport {
  let best = -1;
  r.options.forEach((o, i) => {
    if (best < 0 || o.value < (r.options[best] as RollecateOption).value - 1e-9) best = i;
  });
  const bestValue = best >= 0 ? (r.options[best] as RollecateOption).value : 0;
  for (const o of r.options) o.regret = Math.max(0, o.value - bestValue);
  return { ...r, best };
}

/** The coach's action for the seat to move (the strong bot). Falls back to today's bot where nothing is weighed. */
export function coachMove(state: GameState, budget: Partial<RollecateBudget> = STRONG_BUDGET, deal: Dealer = redeal): Action {
  if (state.phase !== 'action') return chooseMove(state);
  const r = analyseRollecate(state, { ...STRONG_BUDGET, ...budget }, deal);
  return (r.options[r.best]?.action ?? chooseMove(state)) as Action;
}
