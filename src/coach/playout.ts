/**
 * The coach's playout policy: today's Rollecate bot (src/components/rollecate/bot.ts),
 * move for move, only faster. The bot weighs every candidate with the exact
 * discard planner and the exact ride odds; in a playout the same questions come
 * back thousands of times, so here their answers are remembered:
 *
 * - `planDiscards` depends only on the values pending and the values on the
 *   pile, so its points and first step are cached by those values;
 * - `oddsOf` depends only on the dice, the cards ahead and where the broken
 *   tracks lie, so its outcomes are cached (as the same floating-point chances
 *   the bot computes from the exact fractions).
 *
 * Everything else is the bot's own arithmetic, in the same order, so the
 * choice is the same move (tests/unit/coach.test.ts holds it to `chooseMove`
 * position by position). It reads only `publicView` and chooses only among
 * `legalActions`, like the bot.
 */
import { freedomAfter, place } from '../machines/rollecate/rules/geometry';
import { oddsOf } from '../machines/rollecate/rules/odds';
import { passEffect } from '../machines/rollecate/rules/turn';
import { legalActions } from '../machines/rollecate/rules/legal';
import { planDiscards } from '../machines/rollecate/rules/planner';
import { explain } from '../machines/rollecate/rules/game';
import { publicView, type PublicView } from '../machines/rollecate/rules/view';
import type { Action, BuildCard, Card, ChaosDiscard, GameState, Placed, RuleSwitches, Variant } from '../machines/rollecate/rules/types';

const LIMIT = 200_000;

interface Plan {
  points: number;
  /** First step of the best order: the value to discard and whether it combines. */
  value: number;
  combine: boolean;
}
const plans = new Map<string, Plan>();

function valuesKey(pending: readonly Card[], pile: readonly Card[]): string {
  const counts = [0, 0, 0, 0, 0];
  for (const c of pending) counts[c.value]!++;
  let k = `${counts[1]}${counts[2]}${counts[3]}${counts[4]}|`;
  for (const c of pile) k += c.value;
  return k;
}

/** `planDiscards`, remembered by the values it depends on. */
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
  /** Per number of wheels: chance, cards moved, cards owed. */
  p: number[];
  moved: number[];
  owed: number[];
  derail: number;
}
const rides = new Map<string, Odds>();

/** `oddsOf` as the bot reads it, remembered by dice, cards ahead and broken positions. */
export function cachedOdds(dice: number, ahead: number, broken: number[]): Odds {
  const key = `${dice}|${ahead}|${broken.join(',')}`;
  let hit = rides.get(key);
  if (!hit) {
    const odds = oddsOf({ dice, ahead, broken, betsy: false });
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

interface BotInfo {
  rules: Pick<RuleSwitches, 'passDamage'>;
  variant: Variant;
}

/** Today's bot's move for whoever is to move now (the same move as `chooseMove`). */
export function playoutMove(state: GameState): Action {
  if (state.phase === 'setup') {
    const move: Action = { type: 'setup.place' };
    if (explain(state, move) === null) return move;
  }
  const moves = legalActions(state, { rolls: 'engine' });
  if (moves.length === 0) throw new Error(`playoutMove: no legal move in phase "${state.phase}"`);
  const first = moves[0] as Action;
  switch (state.phase) {
    case 'roll':
      return moves.find((m) => m.type === 'ride.roll' && m.wheels === undefined) ?? first;
    case 'betsy':
      return moves.find((m) => m.type === 'betsy.play' && m.turn === undefined) ?? first;
    case 'discard': {
      const pile = state.players[state.current]?.discard ?? [];
      const plan = cachedPlan(state.pending, pile);
      const card = state.pending.find((c) => c.value === plan.value);
      const wanted = card && moves.find((m) => m.type === 'penalty.discard' && m.card === card.id && m.combine === plan.combine);
      return wanted || first;
    }
    case 'action':
      return cheapest(publicView(state, state.current), moves, { rules: state.rules, variant: state.variant });
    default:
      return first;
  }
}

/** The bot's expected cost of each move (its `costs`), with the cached planner and odds. */
export function playoutCosts(view: PublicView, moves: readonly Action[], info: BotInfo): number[] {
  const seat = view.current;
  const hand = Array.isArray(view.hands[seat]) ? (view.hands[seat] as Card[]) : [];
  const pile = view.discards[seat] ?? [];
  let base = 0;
  for (const c of pile) base += c.value;
  const trainAt = Math.max(0, view.railway.findIndex((p) => p.card.id === view.train));
  const seats = Math.max(1, view.hands.length);
  const turnsLeft = Math.ceil(view.drawPileCount / seats);
  const keep = turnsLeft <= 0 ? 1 : 0.6 + 0.4 / (1 + turnsLeft);
  const derailments = view.derailments[seat] ?? 0;
  const derailCost = info.variant === 'solo-hard' ? (derailments >= 3 ? 100 : Math.min(30, (2 * turnsLeft) / (3 - derailments))) : 0;

  const penalty = (railway: readonly Placed[], trainIndex: number, owed: number): number => {
    const n = Math.min(owed, trainIndex);
    if (n <= 0) return 0;
    const taken: Card[] = [];
    for (let i = 0; i < n; i++) taken.push((railway[i] as Placed).card);
    return cachedPlan(taken, pile).points - base;
  };

  return moves.map((move) => {
    switch (move.type) {
      case 'turn.pass': {
        const { to, owed } = passEffect(view.railway, trainAt, info.rules);
        return penalty(view.railway, to, owed);
      }
      case 'turn.build':
        return buildCost(move.cards);
      case 'chaos.discard':
        return chaosCost(move.cards);
      default:
        return Infinity;
    }
  });

  function buildCost(cards: readonly BuildCard[]): number {
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
    const odds = cachedOdds(dice, railway.length - 1 - trainAt, broken);
    let expected = 0;
    for (let w = 0; w < odds.p.length; w++) expected += (odds.p[w] as number) * penalty(railway, trainAt + (odds.moved[w] as number), odds.owed[w] as number);
    const lastCard = cards[cards.length - 1];
    const lastPlaced = railway[last];
    const open = lastCard && lastPlaced ? freedomAfter(railway.slice(0, -1), lastPlaced.card, lastCard.turn, null, 12) : 12;
    return expected + odds.derail * derailCost - keep * value + (12 - open) * 0.05;
  }

  function chaosCost(cards: readonly ChaosDiscard[]): number {
    const stack = pile.slice();
    let value = 0;
    for (const d of cards) {
      const card = hand.find((c) => c.id === d.card);
      if (!card) return Infinity;
      value += card.value;
      if (d.combine) stack.pop();
      else stack.push(card);
    }
    let points = 0;
    for (const c of stack) points += c.value;
    return points - base - value + (turnsLeft > 0 ? 1 : 0);
  }
}

function cheapest(view: PublicView, moves: readonly Action[], info: BotInfo): Action {
  const costs = playoutCosts(view, moves, info);
  let best = 0;
  for (let i = 1; i < costs.length; i++) if ((costs[i] as number) < (costs[best] as number) - 1e-9) best = i;
  return moves[best] as Action;
}
