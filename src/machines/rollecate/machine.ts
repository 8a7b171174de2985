/**
 * Rollecate's turn structure as an XState v5 statechart. The chart decides
 * *when* things happen; every guard and action is a one-line call into the
 * pure rules core in ./rules, which decides *what* is legal and what follows.
 * Transient states (riding, derailed, takingPenalties, …) are passed through
 * at once but are real states, so the chart shows and the tests cover them.
 * No invoke/after: timing and animation belong to the UI.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { routed } from '../shared/routes';
import {
  betsyBoxCard, betsyBuild, betsyCanBuild, betsyDiscardChaos, betsyDiscardPending, betsyHasChaos, betsyPassHasEffects,
} from './rules/betsy';
import { explain } from './rules/game';
import { loseHardSolo, scoreGame } from './rules/scoring';
import { finishSetup, isSetupDone, placeSetupCard } from './rules/setup';
import { inOneDraft, isBetsyTurn } from './rules/state';
import {
  buildTrack, countDerailment, discardChaos, discardPenalty, drawCard, isDerailing, isHardSoloLost, isLastCardDrawn,
  isLastPending, moveTrain, nextPlayer, passMove, penaltiesAvailable, rollDice, takePenalties,
} from './rules/turn';
import type { Action, GameState } from './rules/types';

export type RollecateEvent = Action;

/*
 * Legality is decided once per event: the chart's transitions for one event
 * (e.g. `and(['isLegal', 'isLastPending'])` then `'isLegal'`) all ask about
 * the same context and event objects, so the answer is kept for that pair.
 * Contexts are never changed once a step has returned them, so the pair
 * identifies the question.
 */
let legalFor: { context: GameState | null; event: Action | null; legal: boolean } = { context: null, event: null, legal: false };
function isLegalOnce(context: GameState, event: Action): boolean {
  if (legalFor.context !== context || legalFor.event !== event) legalFor = { context, event, legal: explain(context, event) === null };
  return legalFor.legal;
}

export const rollecateMachine = routed(setup({
  types: {
    context: {} as GameState,
    events: {} as RollecateEvent,
    input: {} as GameState,
  },
  guards: {
    inPhaseSetup: ({ context }) => context.phase === 'setup',
    inPhaseOver: ({ context }) => context.phase === 'over',
    inPhaseRoll: ({ context }) => context.phase === 'roll',
    inPhaseDiscard: ({ context }) => context.phase === 'discard',
    inPhaseDraw: ({ context }) => context.phase === 'draw',
    isLegal: ({ context, event }) => isLegalOnce(context, event),
    isSetupDone: ({ context }) => isSetupDone(context),
    isBetsyTurn: ({ context }) => isBetsyTurn(context),
    isDerailing: ({ context }) => isDerailing(context),
    isHardSoloLost: ({ context }) => isHardSoloLost(context),
    hasPenaltyToTake: ({ context }) => penaltiesAvailable(context) > 0,
    isLastPending: ({ context }) => isLastPending(context),
    isLastCardDrawn: ({ context }) => isLastCardDrawn(context),
    betsyHasChaos: ({ context }) => betsyHasChaos(context),
    betsyCanBuild: ({ context }) => betsyCanBuild(context),
    betsyPassHasEffects: ({ context }) => betsyPassHasEffects(context),
  },
  actions: {
    placeSetupCard: assign(({ context, event }) => (assertEvent(event, 'setup.place'), placeSetupCard(context, event.turn))),
    finishSetup: assign(({ context }) => finishSetup(context)),
    drawCard: assign(({ context }) => drawCard(context)),
    passMove: assign(({ context }) => passMove(context)),
    buildTrack: assign(({ context, event }) => (assertEvent(event, 'turn.build'), buildTrack(context, event.cards))),
    rollDice: assign(({ context, event }) => (assertEvent(event, 'ride.roll'), rollDice(context, event.wheels))),
    moveTrain: assign(({ context }) => moveTrain(context)),
    countDerailment: assign(({ context }) => countDerailment(context)),
    loseHardSolo: assign(({ context }) => loseHardSolo(context)),
    takePenalties: assign(({ context }) => takePenalties(context)),
    discardPenalty: assign(({ context, event }) => (assertEvent(event, 'penalty.discard'), discardPenalty(context, event.card, !!event.combine))),
    discardChaos: assign(({ context, event }) => (assertEvent(event, 'chaos.discard'), discardChaos(context, event.cards))),
    betsyDiscardChaos: assign(({ context }) => betsyDiscardChaos(context)),
    betsyBuild: assign(({ context, event }) => (assertEvent(event, 'betsy.play'), betsyBuild(context, event.turn))),
    betsyBoxCard: assign(({ context }) => betsyBoxCard(context)),
    betsyDiscardPending: assign(({ context }) => betsyDiscardPending(context)),
    nextPlayer: assign(({ context }) => nextPlayer(context)),
    scoreGame: assign(({ context }) => scoreGame(context)),
  },
}).createMachine({
  id: 'rollecate',
  context: ({ input }) => input,
  initial: 'resume',
  states: {
    /** Enters the chart at whatever point the given position is waiting for. */
    resume: {
      always: [
        { guard: 'inPhaseSetup', target: 'setup' },
        { guard: 'inPhaseOver', target: 'over' },
        { guard: 'inPhaseRoll', target: 'turn.roll' },
        { guard: 'inPhaseDiscard', target: 'turn.discard' },
        { guard: 'inPhaseDraw', target: 'turn.draw' },
        { guard: 'isBetsyTurn', target: 'turn.betsy' },
        { target: 'turn.action' },
      ],
    },
    /** The initial railway: four track cards laid in turn (R2–R4). */
    setup: {
      on: {
        'setup.place': { guard: 'isLegal', target: 'setup', reenter: true, actions: 'placeSetupCard' },
      },
      always: { guard: 'isSetupDone', target: 'dealing' },
    },
    /** Chaos cards shuffled back, train on the third card, cards removed and dealt (R3, R5–R9). */
    dealing: {
      always: { target: 'turn', actions: 'finishSetup' },
    },
    turn: {
      initial: 'draw',
      states: {
        /** R11: the turn begins with a draw. */
        draw: {
          always: [
            { guard: 'isBetsyTurn', target: 'betsy', actions: 'drawCard' },
            { target: 'action', actions: 'drawCard' },
          ],
        },
        /** R12: exactly one of pass, build tracks, discard chaos cards. */
        action: {
          on: {
            'turn.pass': { guard: 'isLegal', target: 'passing', actions: 'passMove' },
            'turn.build': { guard: 'isLegal', target: 'roll', actions: 'buildTrack' },
            'chaos.discard': { guard: 'isLegal', target: 'endOfTurn', actions: 'discardChaos' },
          },
        },
        /** R14–R16: the train has moved one card if it could; one penalty card is owed. */
        passing: {
          always: { target: 'takingPenalties' },
        },
        /** R27: the dice for the track just built. */
        roll: {
          on: {
            'ride.roll': { guard: 'isLegal', target: 'riding', actions: 'rollDice' },
          },
        },
        /** R28–R30: the train runs forward. */
        riding: {
          always: [
            { guard: 'isDerailing', target: 'derailed', actions: 'moveTrain' },
            { target: 'takingPenalties', actions: 'moveTrain' },
          ],
        },
        /** R29, R39: the train ran off the end and stands on the last card. */
        derailed: {
          entry: 'countDerailment',
          always: [
            { guard: 'isHardSoloLost', target: '#rollecate.over', actions: 'loseHardSolo' },
            { target: 'takingPenalties' },
          ],
        },
        /** R17, R18: penalty cards from the start of the railway, never the train's card. */
        takingPenalties: {
          always: [
            { guard: 'isBetsyTurn', target: 'betsyDiscarding', actions: 'takePenalties' },
            { guard: 'hasPenaltyToTake', target: 'discard', actions: 'takePenalties' },
            { target: 'endOfTurn', actions: 'takePenalties' },
          ],
        },
        /** R19–R22: one card at a time, optionally combining; the loop ends with the last card. */
        discard: {
          on: {
            'penalty.discard': [
              { guard: and(['isLegal', 'isLastPending']), target: 'endOfTurn', actions: 'discardPenalty' },
              { guard: 'isLegal', target: 'discard', reenter: true, actions: 'discardPenalty' },
            ],
          },
        },
        /** R41–R43: Betsy shows her card and plays it by her own rules. */
        betsy: {
          on: {
            'betsy.play': [
              { guard: and(['isLegal', 'betsyHasChaos']), target: 'endOfTurn', actions: 'betsyDiscardChaos' },
              { guard: and(['isLegal', 'betsyCanBuild']), target: 'riding', actions: 'betsyBuild' },
              { guard: and(['isLegal', 'betsyPassHasEffects']), target: 'passing', actions: ['betsyBoxCard', 'passMove'] },
              { guard: 'isLegal', target: 'endOfTurn', actions: 'betsyBoxCard' },
            ],
          },
        },
        /** R44: Betsy puts each penalty card on her pile at once, always combining. */
        betsyDiscarding: {
          always: { target: 'endOfTurn', actions: 'betsyDiscardPending' },
        },
        /** R33, R10: after the last card the game ends; otherwise the next seat clockwise. */
        endOfTurn: {
          always: [
            { guard: 'isLastCardDrawn', target: '#rollecate.scoring' },
            { target: 'draw', actions: 'nextPlayer' },
          ],
        },
      },
    },
    /** R34–R36, R45: hands onto the piles, then the scores and the winner. */
    scoring: {
      always: { target: 'over', actions: 'scoreGame' },
    },
    over: {
      type: 'final',
    },
  },
}));

/*
 * Each event's macrostep (and the start's) runs its actions on one draft of the
 * rules core (`inOneDraft`, rules/state.ts): a list such as a hand, the railway
 * or the newest lines of the log is copied once per event, not once per step.
 * The chart, its states and its actions are unchanged; only the copying is shared.
 */
{
  const machine = rollecateMachine;
  const transition = machine.transition.bind(machine);
  const initial = machine.getInitialSnapshot.bind(machine);
  const microstep = machine.microstep.bind(machine);
  machine.transition = (snapshot, event, scope) => inOneDraft(() => transition(snapshot, event, scope));
  machine.getInitialSnapshot = (scope, input) => inOneDraft(() => initial(scope, input));
  machine.microstep = (snapshot, event, scope) => inOneDraft(() => microstep(snapshot, event, scope));
}

/** The contract's `phase` for a snapshot of the chart. */
export function phaseOf(value: unknown): GameState['phase'] {
  if (value === 'setup') return 'setup';
  if (value === 'over') return 'over';
  if (value && typeof value === 'object' && 'turn' in value) {
    const t = (value as { turn: string }).turn;
    if (t === 'action' || t === 'roll' || t === 'discard' || t === 'betsy') return t;
  }
  return 'draw';
}
