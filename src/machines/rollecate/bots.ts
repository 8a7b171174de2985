/**
 * A simple heuristic opponent for the play table. It never decides a rule: it
 * only chooses among the moves `legalActions` lists (or, in setup, the
 * no-turn placement every seat without a person uses), and it decides from
 * `publicView(state, seat)` alone — its own hand, the railway, the piles and
 * counts — so it can never use a card it could not see.
 *
 * How it chooses its one action (R12): every candidate gets an expected cost
 * in points, and the cheapest wins (the first listed on a tie, so the bot is
 * deterministic: no unseeded randomness).
 *
 * - Pass (R13–R16): the train moves one card if it can; the penalty cards that
 *   follow come from the start of the railway, so their points are known.
 * - Build (R24–R30): the dice are Binomial(n, 2/3) (A-R1). For every number of
 *   wheels it works out the derailment (steps past the end, R29) and the broken
 *   tracks crossed (R30), the penalty cards that would be taken from the start
 *   (R17, R18) and what they would add to its pile after the best discard order
 *   (planDiscards: combining); weighted by probability. Cards that leave the
 *   hand count as a gain, since a hand scores in full at the end (R34), a bit
 *   less while many turns remain (a card kept may be built more cheaply later).
 * - Discard chaos cards (R31, R32): no penalty; combining clears a pile card,
 *   so it prefers chaos discards that combine; a plain one it saves for a turn
 *   when passing and building are both expensive.
 * - Penalty cards are always discarded in `planDiscards` order (R19–R22).
 *
 * It is quick enough to play whole games inside the coach's playouts
 * (src/coach/rollecate.ts): the same questions come back thousands of times
 * there, so the answers of the planner and of the ride odds are remembered by
 * what they depend on (`cachedPlan`, `cachedOdds`); the choice is the same
 * as asking them afresh (tests/unit/bot.test.ts).
 */
import { freedomAfter, place } from './rules/geometry';
import { oddsOf } from './rules/odds';
import { passEffect } from './rules/turn';
import { legalActions } from './rules/legal';
import { planDiscards } from './rules/planner';
import { explain } from './rules/game';
import { publicView, type PublicView } from './rules/view';
import type { Action, BuildCard, Card, ChaosDiscard, GameState, Placed, RuleSwitches, Variant } from './rules/types';

/** What every player knows besides the public view: the rules in play and the variant. */
export interface BotInfo {
  rules: Pick<RuleSwitches, 'passDamage'>;
  variant: Variant;
}

/** How many remembered answers each cache holds before it starts again. */
const LIMIT = 200_000;

interface Plan {
  points: number;
  /** First step of the best order: the value to discard and whether it combines. */
  value: number;
  combine: boolean;
}
const plans = new Map<string, Plan>();

/** `planDiscards` depends only on the values pending and the values on the pile, in order. */
function valuesKey(pending: readonly Card[], pile: readonly Card[]): string {
  const counts = [0, 0, 0, 0, 0];
  for (const c of pending) counts[c.value]!++;
  let k = `${counts[1]}${counts[2]}${counts[3]}${counts[4]}|`;
  for (const c of pile) k += c.value;
  return k;
}

/** `planDiscards`' points and first step, remembered by the values they depend on. */
export function cachedPlan(pending: readonly Card[], pile: readonly Card[]): Plan {
  const key = valuesKey(pending, pile);
  let hit = plans.get(key);
  if (!hit) {
    const plan = planDiscards(pending, pile);
    const first = plan.order[0];
    const card = first ? pending.find((c) => c.id === first.card) : undefined;
    hit = { points: plan.points, value: card?.value ?? 0, combine: !!first?.combine };
    if (plans.size > LIMIT) plans.clear();
    plans.set(key, hit);
  }
  return hit;
}

interface Odds {
  /** Per outcome: its chance, the cards the train moves, the penalty cards owed. */
  p: number[];
  moved: number[];
  owed: number[];
  derail: number;
}
const rides = new Map<string, Odds>();

/** The rules core's exact ride odds (`oddsOf`) as floating-point chances, remembered by dice, cards ahead and broken positions. */
export function cachedOdds(dice: number, ahead: number, broken: readonly number[]): Odds {
  const key = `${dice}|${ahead}|${broken.join(',')}`;
  let hit = rides.get(key);
  if (!hit) {
    const odds = oddsOf({ dice, ahead, broken: [...broken], betsy: false });
    const den = Number(odds.den);
    hit = {
      p: odds.outcomes.map((o) => Number(o.num) / den),
      moved: odds.outcomes.map((o) => o.moved),
      owed: odds.outcomes.map((o) => o.owed),
      derail: Number(odds.derail) / den,
    };
    if (rides.size > LIMIT) rides.clear();
    rides.set(key, hit);
  }
  return hit;
}

const sum = (cards: readonly Card[]): number => {
  let n = 0;
  for (const c of cards) n += c.value;
  return n;
};

/** The bot's move for whoever is to move now. Throws if the game is over. */
export function chooseMove(state: GameState): Action {
  if (state.phase === 'setup') {
    // Seats without a person lay their initial card by the default policy (ruling 43), as Betsy does.
    const move: Action = { type: 'setup.place' };
    if (explain(state, move) === null) return move;
  }
  const moves = legalActions(state, { rolls: 'engine' });
  if (moves.length === 0) throw new Error(`chooseMove: no legal move in phase "${state.phase}"`);
  return decide(publicView(state, state.current), moves, { rules: state.rules, variant: state.variant });
}

/** Chooses among `moves` using only the seat's public view. */
export function decide(view: PublicView, moves: readonly Action[], info: BotInfo): Action {
  const first = moves[0] as Action;
  switch (view.phase) {
    case 'roll':
      return moves.find((m) => m.type === 'ride.roll' && m.wheels === undefined) ?? first;
    case 'betsy':
      return moves.find((m) => m.type === 'betsy.play' && m.turn === undefined) ?? first;
    case 'discard': {
      const pile = view.discards[view.current] ?? [];
      const plan = cachedPlan(view.pending, pile);
      const card = view.pending.find((c) => c.value === plan.value);
      const wanted = card && moves.find((m) => m.type === 'penalty.discard' && m.card === card.id && m.combine === plan.combine);
      return wanted || first;
    }
    case 'action':
      return cheapest(view, moves, info);
    default:
      return first;
  }
}

/** Expected cost in points of each candidate action; exported for the tests and the curious. */
export function costs(view: PublicView, moves: readonly Action[], info: BotInfo): { move: Action; cost: number }[] {
  const seat = view.current;
  const hand = Array.isArray(view.hands[seat]) ? (view.hands[seat] as Card[]) : [];
  const pile = view.discards[seat] ?? [];
  const base = sum(pile);
  const trainAt = Math.max(0, view.railway.findIndex((p) => p.card.id === view.train));
  // Own turns still to come after this one; a hand is worth its full points on the last turn (R34).
  const seats = Math.max(1, view.hands.length);
  const turnsLeft = Math.ceil(view.drawPileCount / seats);
  const keep = turnsLeft <= 0 ? 1 : 0.6 + 0.4 / (1 + turnsLeft);
  const derailments = view.derailments[seat] ?? 0;
  // Hard solo: the fourth derailment loses the game (R39). Each of the three allowed ones is
  // worth more the more turns it must last; risking the fourth costs as much as a lost game.
  const derailCost = info.variant === 'solo-hard' ? (derailments >= 3 ? 100 : Math.min(30, (2 * turnsLeft) / (3 - derailments))) : 0;

  /** Points the pile gains (negative: loses) when these penalty cards are discarded in the best order. */
  const penalty = (railway: readonly Placed[], trainIndex: number, owed: number): number => {
    const n = Math.min(owed, trainIndex);
    if (n <= 0) return 0;
    const taken: Card[] = [];
    for (let i = 0; i < n; i++) taken.push((railway[i] as Placed).card);
    return cachedPlan(taken, pile).points - base;
  };

  const passCost = (): number => {
    const { to, owed } = passEffect(view.railway, trainAt, info.rules);
    return penalty(view.railway, to, owed);
  };

  const buildCost = (cards: readonly BuildCard[]): number => {
    let railway: Placed[] = view.railway.slice();
    let dice = 0;
    let value = 0;
    for (const b of cards) {
      const card = hand.find((c) => c.id === b.card);
      if (!card) return Infinity;
      railway = [...railway, place(railway, card, b.turn)];
      dice += card.value;
      value += card.value;
    }
    const last = railway.length - 1;
    const broken: number[] = [];
    for (let i = trainAt + 1; i < railway.length; i++) if ((railway[i] as Placed).card.broken) broken.push(i - trainAt);
    // The ride's exact odds from the rules core (R27–R30); the bot only weighs them.
    const odds = cachedOdds(dice, railway.length - 1 - trainAt, broken);
    let expected = 0;
    for (let w = 0; w < odds.p.length; w++) expected += (odds.p[w] as number) * penalty(railway, trainAt + (odds.moved[w] as number), odds.owed[w] as number);
    const derail = odds.derail;
    // A little preference for leaving the railway's end open, so later builds stay possible.
    const lastCard = cards[cards.length - 1];
    const lastPlaced = railway[last];
    const open = lastCard && lastPlaced ? freedomAfter(railway.slice(0, -1), lastPlaced.card, lastCard.turn, null, 12) : 12;
    return expected + derail * derailCost - keep * value + (12 - open) * 0.05;
  };

  const chaosCost = (cards: readonly ChaosDiscard[]): number => {
    const stack = pile.slice();
    let value = 0;
    for (const d of cards) {
      const card = hand.find((c) => c.id === d.card);
      if (!card) return Infinity;
      value += card.value;
      if (d.combine) stack.pop();
      else stack.push(card);
    }
    // A chaos card scores in full in hand or on the pile; only combining gains. Keeping one
    // keeps a free turn (no penalty) in hand for later, worth about a point while turns remain.
    return sum(stack) - base - value + (turnsLeft > 0 ? 1 : 0);
  };

  return moves.map((move) => {
    switch (move.type) {
      case 'turn.pass':
        return { move, cost: passCost() };
      case 'turn.build':
        return { move, cost: buildCost(move.cards) };
      case 'chaos.discard':
        return { move, cost: chaosCost(move.cards) };
      default:
        return { move, cost: Infinity };
    }
  });
}

function cheapest(view: PublicView, moves: readonly Action[], info: BotInfo): Action {
  let best: { move: Action; cost: number } | null = null;
  for (const c of costs(view, moves, info)) {
    if (!best || c.cost < best.cost - 1e-9) best = c;
  }
  return (best?.move ?? moves[0]) as Action;
}
