/**
 * One event at a time: why it is refused now (`explain`, the one home of
 * legality), and what follows (`applyEvent`). The statechart in ../machine.ts
 * walks through the same small steps exported here one line at a time (take
 * a die → maybe the steal window → act → maybe a second die → end of turn →
 * end of round → next round or scoring); the model-based tests hold the two
 * to the same result. The clauses are tagged where they are implemented;
 * this file only sequences them.
 */
import { buildTrack, explainBuild } from './build';
import { deliverCargo, explainDeliver } from './deliver';
import { explainTake, finishAction, hasDieToAct, isLastTurn, passTurn, startTurn, takeDie } from './draft';
import { explainImprove, improveEngine } from './engine';
import { hasLegalAction } from './legal';
import { why } from './refusal';
import { closeRound, explainRoll, finishGame, isGameEnding, rollDice, startNextRound } from './round';
import { explainPlayCard, explainTakeCard, letGo, playCard, takeCard } from './specials';
import { dieInHand, withLog } from './state';
import type { EventType, Outcome, Phase, Refusal, SteamEvent, SteamState } from './types';

/** The phases in which each event can happen, and the clause that says when. */
const WHEN: Record<EventType, { phases: readonly Phase[]; rule: string }> = {
  'dice.roll': { phases: ['roll'], rule: 'RD1' },
  'die.take': { phases: ['draft'], rule: 'RD2' },
  'card.play': { phases: ['action', 'second', 'steal'], rule: 'SC3' },
  'steal.pass': { phases: ['steal'], rule: 'SC3' },
  'track.build': { phases: ['action'], rule: 'RD2' },
  'engine.improve': { phases: ['action'], rule: 'RD2' },
  'cargo.deliver': { phases: ['action'], rule: 'RD2' },
  'card.take': { phases: ['action'], rule: 'RD2' },
  'turn.pass': { phases: ['action'], rule: 'RD2' },
  'turn.end': { phases: ['second'], rule: 'RD2' },
};

/** Why `e` cannot happen at this point of the round at all. */
export function explainPhase(s: SteamState, e: SteamEvent): Refusal | null {
  const type = (e as { type?: unknown } | null)?.type;
  // Only a string names an event: Object.hasOwn reads anything else as its text, and ['turn.pass'] reads as 'turn.pass'.
  const when = typeof type === 'string' && Object.hasOwn(WHEN, type) ? WHEN[type as EventType] : undefined;
  if (!when) return why('RD2', 'event.unknown', { event: String((e as { type?: unknown })?.type) });
  if (s.phase === 'over') return why('RD4', 'game.over');
  if (!when.phases.includes(s.phase)) return why(when.rule, 'phase.notNow', { event: e.type, phase: s.phase });
  return null;
}

/**
 * A player whose die allows no action at all (no hex to draw in its region,
 * its engine box crossed, nothing to deliver, its card lying sideways) gives
 * the die up; with any action open, passing is refused.
 */
export function explainPass(s: SteamState): Refusal | null {
  if (!dieInHand(s)) return why('RD2', 'die.none');
  return hasLegalAction(s) ? why('RD2', 'pass.actionOpen', { die: dieInHand(s)!.value }) : null;
}

/** Why the event is refused now (the clause and the failed condition), or null when it is legal. */
export function explain(s: SteamState, e: SteamEvent): Refusal | null {
  const phase = explainPhase(s, e);
  if (phase) return phase;
  switch (e.type) {
    case 'dice.roll':
      return explainRoll(s, e.white, e.black);
    case 'die.take':
      return explainTake(s, e.die);
    case 'card.play':
      return explainPlayCard(s, e);
    case 'steal.pass':
    case 'turn.end':
      return null;
    case 'track.build':
      return explainBuild(s, e);
    case 'engine.improve':
      return explainImprove(s, e.box);
    case 'cargo.deliver':
      return explainDeliver(s, e);
    case 'card.take':
      return explainTakeCard(s, e.card);
    case 'turn.pass':
      return explainPass(s);
  }
}

// ------------------------------------------------------------ the chart's steps

/** The die in hand is given up without an action. */
export function passAction(s: SteamState): SteamState {
  // Reached only through turn.pass, which explainPass refuses without a die in hand.
  return withLog(s, { t: 'pass', player: s.current, value: dieInHand(s)!.value });
}

/** Performs an action event (build, improve, deliver, take a card, pass) and uses up the die. */
export function act(s: SteamState, e: SteamEvent): SteamState {
  switch (e.type) {
    case 'track.build':
      return finishAction(buildTrack(s, e));
    case 'engine.improve':
      return finishAction(improveEngine(s));
    case 'cargo.deliver':
      return finishAction(deliverCargo(s, e));
    case 'card.take':
      return finishAction(takeCard(s));
    case 'turn.pass':
      return finishAction(passAction(s));
    // Stryker disable next-line ConditionalExpression: act is reached only with one of the five action events above (step and the machine send it nothing else), so this guard never runs.
    default:
      // Stryker disable next-line StringLiteral,CallExpression: as above.
      throw new Error(`${e.type} is not an action`);
  }
}

export const isWaitingForSecond = (s: SteamState): boolean => s.phase === 'second';
export const isStealOpen = (s: SteamState): boolean => s.phase === 'steal';
export const isActing = (s: SteamState): boolean => s.phase === 'action';
export { hasDieToAct };

/** The turn is over: the next player's turn, or the end of the round (and then a new round or the score). */
export function endTurn(s: SteamState): SteamState {
  if (!isLastTurn(s)) return startTurn(passTurn(s));
  const closed = closeRound(s);
  return isGameEnding(closed) ? finishGame(closed) : startNextRound(closed);
}

// ------------------------------------------------------------ all in one call

function step(s: SteamState, e: SteamEvent): SteamState {
  switch (e.type) {
    case 'dice.roll':
      return startTurn(rollDice(s, e.white, e.black));
    case 'die.take':
      return takeDie(s, e.die);
    case 'card.play':
      return playCard(s, e);
    case 'steal.pass':
      return letGo(s);
    case 'turn.end':
      return endTurn(s);
    default: {
      const done = act(s, e);
      return isWaitingForSecond(done) || hasDieToAct(done) ? done : endTurn(done);
    }
  }
}

/** The whole effect of one event; a refused event changes nothing. The chart must end in the same place. */
export function applyEvent(s: SteamState, e: SteamEvent): Outcome {
  const refusal = explain(s, e);
  if (refusal) return { ok: false, refusal };
  return { ok: true, state: step(s, e) };
}
