/**
 * Legal moves, generated only through `explain`: the bots, the fuzzer, the
 * play table's highlights and the model-based tests all ask here, so no rule
 * is decided twice.
 */
import { betsyCard, betsyCanBuild } from './betsy';
import { explain } from './game';
import { turnsFor } from './geometry';
import { planDiscards } from './planner';
import { currentPlayer } from './state';
import type { Action, BuildCard, Card, GameState } from './types';

export interface LegalOptions {
  /** Longest build to list (builds of more cards are still legal, just not listed). */
  maxBuild?: number;
  /** Roll results to list: 'all' lists every wheel count, 'engine' lets the seeded dice decide. */
  rolls?: 'all' | 'engine';
}

/** Every build of up to `max` cards of one value, in every order and orientation, that `explain` accepts. */
export function legalBuilds(s: GameState, max = 3): BuildCard[][] {
  const hand = currentPlayer(s).hand.filter((c) => !c.chaos);
  const out: BuildCard[][] = [];
  const extend = (prefix: BuildCard[], rest: Card[]) => {
    if (prefix.length >= max) return;
    for (const card of rest) {
      if (prefix.length && card.value !== hand.find((h) => h.id === prefix[0]?.card)?.value) continue;
      for (const turn of turnsFor(card)) {
        const next = [...prefix, { card: card.id, turn }];
        if (explain(s, { type: 'turn.build', cards: next }) !== null) continue;
        out.push(next);
        extend(next, rest.filter((c) => c !== card));
      }
    }
  };
  extend([], hand);
  return out;
}

export function legalActions(s: GameState, options: LegalOptions = {}): Action[] {
  const moves: Action[] = [];
  const push = (a: Action) => {
    if (explain(s, a) === null) moves.push(a);
  };
  switch (s.phase) {
    case 'setup':
      for (const turn of s.setup?.card ? turnsFor(s.setup.card) : []) push({ type: 'setup.place', turn });
      break;
    case 'action': {
      push({ type: 'turn.pass' });
      for (const cards of legalBuilds(s, options.maxBuild ?? 2)) moves.push({ type: 'turn.build', cards });
      const chaos = currentPlayer(s).hand.filter((c) => c.chaos);
      for (const c of chaos) {
        push({ type: 'chaos.discard', cards: [{ card: c.id, combine: false }] });
        push({ type: 'chaos.discard', cards: [{ card: c.id, combine: true }] });
      }
      if (chaos.length > 1) moves.push({ type: 'chaos.discard', cards: planDiscards(chaos, currentPlayer(s).discard).order });
      break;
    }
    case 'roll':
      if (options.rolls === 'engine') push({ type: 'ride.roll' });
      else for (let w = 0; w <= s.dice; w++) push({ type: 'ride.roll', wheels: w });
      break;
    case 'discard':
      for (const c of s.pending) {
        push({ type: 'penalty.discard', card: c.id, combine: false });
        push({ type: 'penalty.discard', card: c.id, combine: true });
      }
      break;
    case 'betsy': {
      const card = betsyCard(s);
      push({ type: 'betsy.play' });
      if (card && !card.chaos && betsyCanBuild(s) && card.shape === 'curve') {
        push({ type: 'betsy.play', turn: 'left' });
        push({ type: 'betsy.play', turn: 'right' });
      }
      break;
    }
    default:
      break;
  }
  return moves;
}
