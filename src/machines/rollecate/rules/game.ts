/**
 * The rules core's front door: `explain` says whether a move is legal (and
 * why not, with the rule id), `apply` makes it and runs everything that then
 * follows by itself until the game waits for someone again. The statechart in
 * ../machine.ts walks through the same steps state by state; the tests check
 * that the two always agree.
 */
import { betsyBoxCard, betsyBuild, betsyCanBuild, betsyDiscardChaos, betsyDiscardPending, betsyHasChaos, betsyPassHasEffects, explainBetsy } from './betsy';
import { finishSetup, explainSetupPlace, isSetupDone, placeSetupCard } from './setup';
import { loseHardSolo, scoreGame } from './scoring';
import { inOneDraft, isBetsyTurn } from './state';
import { why } from './refusal';
import {
  buildTrack, countDerailment, discardChaos, discardPenalty, drawCard, explainBuild, explainChaos, explainDiscard, explainPass,
  explainRoll, isHardSoloLost, isLastCardDrawn, moveTrain, nextPlayer, passMove, rollDice, takePenalties,
} from './turn';
import type { Action, GameState, Outcome, Refusal } from './types';

/** Why `action` is illegal now, or null when it is legal. The one home of legality. */
export function explain(s: GameState, action: Action): Refusal | null {
  // Nothing at all has no type to read; any other value without a known `type` (a string, a number) is unknown below.
  if (!action) return unknownMove(action);
  switch (action.type) {
    case 'setup.place':
      return explainSetupPlace(s, action.turn);
    case 'turn.pass':
      return explainPass(s);
    case 'turn.build':
      return explainBuild(s, action.cards);
    case 'ride.roll':
      return explainRoll(s, action.wheels);
    case 'penalty.discard':
      return explainDiscard(s, action.card, !!action.combine);
    case 'chaos.discard':
      return explainChaos(s, action.cards);
    case 'betsy.play':
      return explainBetsy(s, action.turn);
    default:
      return unknownMove(action);
  }
}

/** A move of no kind the game knows (a switch beats a Set of the kinds: this runs on every move). */
function unknownMove(action: unknown): Refusal {
  return why('R12', 'unknown', { type: JSON.stringify((action as { type?: unknown } | null)?.type) });
}

/** Makes a legal move and settles; an illegal one is refused and changes nothing. */
export function apply(s: GameState, action: Action): Outcome {
  const refusal = explain(s, action);
  if (refusal) return { ok: false, refusal };
  return { ok: true, state: inOneDraft(perform, s, action) };
}

function perform(s: GameState, a: Action): GameState {
  switch (a.type) {
    case 'setup.place': {
      const t = placeSetupCard(s, a.turn);
      return isSetupDone(t) ? startTurn(finishSetup(t)) : t;
    }
    case 'turn.pass':
      return afterMove(passMove(s));
    case 'turn.build':
      return buildTrack(s, a.cards);
    case 'ride.roll':
      return ride(rollDice(s, a.wheels));
    case 'penalty.discard': {
      const t = discardPenalty(s, a.card, !!a.combine);
      return t.pending.length === 0 ? endOfTurn(t) : t;
    }
    case 'chaos.discard':
      return endOfTurn(discardChaos(s, a.cards));
    case 'betsy.play':
      if (betsyHasChaos(s)) return endOfTurn(betsyDiscardChaos(s));
      if (betsyCanBuild(s)) return ride(betsyBuild(s, a.turn));
      return betsyPassHasEffects(s) ? afterMove(passMove(betsyBoxCard(s))) : endOfTurn(betsyBoxCard(s));
  }
}

/**
 * The train moves; a ride past the end counts a derailment. The chart asks
 * `isDerailing` before it moves the train; here the move's own overshoot says
 * the same (the ride runs past the end exactly when some steps are left over),
 * which saves looking for the train twice.
 */
function ride(s: GameState): GameState {
  const moved = moveTrain(s);
  if (!(moved.ride && moved.ride.overshoot > 0)) return afterMove(moved);
  const t = countDerailment(moved);
  return isHardSoloLost(t) ? loseHardSolo(t) : afterMove(t);
}

/**
 * Penalty cards owed by the move are taken; a person then discards them one by
 * one, Betsy at once. The pending list was empty before (the turn's discards
 * were all made), so cards pending now are cards just taken: the chart's
 * `hasPenaltyToTake` before taking them.
 */
function afterMove(s: GameState): GameState {
  if (isBetsyTurn(s)) return endOfTurn(betsyDiscardPending(takePenalties(s)));
  const t = takePenalties(s);
  return t.pending.length > 0 ? t : endOfTurn(t);
}

function endOfTurn(s: GameState): GameState {
  return isLastCardDrawn(s) ? scoreGame(s) : startTurn(nextPlayer(s));
}

/** Runs the automatic start of a turn (the draw) when a state is waiting for it. */
export function startTurn(s: GameState): GameState {
  return s.phase === 'draw' ? drawCard(s) : s;
}
