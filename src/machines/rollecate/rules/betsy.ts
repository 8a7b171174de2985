/** Betsy, the virtual opponent (R40–R45; rulings 40–45). */
import { nextSquare, place, squareFree, turnFits } from './geometry';
import { chooseTurn } from './orientation';
import { currentPlayer, draft, edit, editHand, log, topOf } from './state';
import { discardOnto, explainPhase } from './turn';
import { explainValue } from './values';
import { emptyList } from '../../shared/lists';
import { why } from './refusal';
import type { Card, GameState, Refusal, Turn } from './types';

/** @rule R41 Betsy holds no cards: the one she draws lies face up (we keep it in her hand) until she plays it. */
export function betsyCard(s: GameState): Card | undefined {
  return currentPlayer(s).hand[0];
}

export function explainBetsy(s: GameState, turn: Turn | undefined): Refusal | null {
  const phase = explainPhase(s, 'betsy');
  if (phase) return phase;
  const card = betsyCard(s);
  if (turn !== undefined && card && !card.chaos && betsyCanBuild(s) && !turnFits(card, turn)) {
    return why('R25b', `betsyShape.${card.shape}`, { card: card.id, turn: String(turn) });
  }
  return null;
}

export function betsyHasChaos(s: GameState): boolean {
  return !!betsyCard(s)?.chaos;
}

/**
 * She can build unless the value rule forbids her card or the square after the
 * last card is taken (ruling 42); a broken track is built like any other.
 * @rule R42
 */
export function betsyCanBuild(s: GameState): boolean {
  const card = betsyCard(s);
  if (!card || card.chaos) return false;
  const next = nextSquare(s.railway);
  return squareFree(s.railway, next.x, next.y, s.rules.table) && explainValue(s, s.railway, card, next.x, next.y) === null;
}

/**
 * Betsy discards at once and always combines when she can (R44, rulings 40, 44).
 * @rule R44
 */
function betsyDiscard(s: GameState, card: Card, kind: 'discard' | 'chaos'): void {
  const top = topOf(currentPlayer(s).discard);
  const partner = discardOnto(s, card, !!top && top.value === card.value);
  log(s, { t: kind, player: s.current, card: card.id, combinedWith: partner });
}

/** A chaos card goes straight onto her pile; that is her whole turn (ruling 40). */
export function betsyDiscardChaos(input: GameState): GameState {
  const s = draft(input);
  const card = editHand(s, s.current).shift() as Card;
  betsyDiscard(s, card, 'chaos');
  return s;
}

/**
 * She builds her card and, instead of rolling, the train moves as many cards as its value.
 * @rule R43
 */
export function betsyBuild(input: GameState, turn?: Turn): GameState {
  const s = draft(input);
  const card = editHand(s, s.current).shift() as Card;
  const t = turn ?? chooseTurn(s.railway, card, s.rules.table);
  const railway = edit(s, 'railway');
  railway.push(place(railway, card, t));
  log(s, { t: 'build', player: s.current, cards: [card.id], dice: 0 });
  s.ride = { wheels: card.value, from: s.train as string, to: s.train as string, overshoot: 0, broken: [] };
  return s;
}

/** When she cannot build, her card goes to the box and she passes (R42, ruling 41). */
export function betsyBoxCard(input: GameState): GameState {
  const s = draft(input);
  const card = editHand(s, s.current).shift() as Card;
  edit(s, 'box').push(card);
  log(s, { t: 'betsyBox', player: s.current, card: card.id });
  return s;
}

/** Ruling 41's switch: does her pass also move the train and cost a penalty? */
export function betsyPassHasEffects(s: GameState): boolean {
  return s.rules.betsyPassEffects;
}

/** Her penalty cards go onto her pile one by one in the order taken, combined whenever possible. */
export function betsyDiscardPending(input: GameState): GameState {
  const s = draft(input);
  const pending = input.pending;
  // Stryker disable next-line ConditionalExpression: an empty list swapped for another empty one changes nothing; the test only saves making it
  if (pending.length) s.pending = emptyList();
  for (const card of pending) betsyDiscard(s, card, 'discard');
  return s;
}
