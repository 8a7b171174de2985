/**
 * Steam Rollers' round as an XState v5 statechart. The chart decides *when*
 * things happen; every guard and action is a one-line call into the pure
 * rules core in ./rules, which decides *what* is legal (`explain`, with the
 * clause id) and what follows. Transient states (turnStart, dieTaken,
 * afterAction, endOfTurn, endOfRound, nextRound, scoring) are passed through
 * at once but are real states, so the chart shows them and the tests cover
 * them. Card 2b's interruption (stealWindow) and card 2a's second die
 * (secondDie) are states of their own. No invoke/after: animation belongs to
 * the UI.
 *
 *   rolling --dice.roll--> turnStart → drafting --die.take--> dieTaken → acting
 *                                    ↘ acting (a die given by 2b)    ↘ stealWindow --card.play 2b--> drafting
 *                                                                                  --steal.pass--> acting
 *   acting --card.play (1, 5a, 5b; 2a when both dice are taken at once)--> acting
 *   acting --build/improve/deliver/take card/pass--> afterAction → acting (the second die of 2a taken at once)
 *                                                              ↘ secondDie --card.play 2a--> dieTaken
 *                                                                            --turn.end--> endOfTurn
 *                                                              ↘ endOfTurn → turnStart (next player)
 *                                                                          ↘ endOfRound → nextRound → rolling
 *                                                                                       ↘ scoring → over (final)
 */
import { assertEvent, assign, setup } from 'xstate';
import { routed } from '../shared/routes';
import { act, explain, hasDieToAct, isActing, isStealOpen, isWaitingForSecond } from './rules/game';
import { isLastTurn, passTurn, startTurn, takeDie } from './rules/draft';
import { closeRound, finishGame, isGameEnding, rollDice, startNextRound } from './rules/round';
import { letGo, playCard } from './rules/specials';
import type { SteamEvent, SteamState } from './rules/types';

export type { SteamEvent, SteamState } from './rules/types';

export const steamRollersMachine = routed(setup({
  types: {
    context: {} as SteamState,
    events: {} as SteamEvent,
    input: {} as SteamState,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    inPhaseRoll: ({ context }) => context.phase === 'roll',
    inPhaseDraft: ({ context }) => context.phase === 'draft',
    inPhaseSteal: ({ context }) => context.phase === 'steal',
    inPhaseAction: ({ context }) => context.phase === 'action',
    inPhaseSecond: ({ context }) => context.phase === 'second',
    isActing: ({ context }) => isActing(context),
    isStealOpen: ({ context }) => isStealOpen(context),
    isWaitingForSecond: ({ context }) => isWaitingForSecond(context),
    hasDieToAct: ({ context }) => hasDieToAct(context),
    isLastTurn: ({ context }) => isLastTurn(context),
    isGameEnding: ({ context }) => isGameEnding(context),
  },
  actions: {
    rollDice: assign(({ context, event }) => (assertEvent(event, 'dice.roll'), rollDice(context, event.white, event.black))),
    startTurn: assign(({ context }) => startTurn(context)),
    takeDie: assign(({ context, event }) => (assertEvent(event, 'die.take'), takeDie(context, event.die))),
    playCard: assign(({ context, event }) => (assertEvent(event, 'card.play'), playCard(context, event))),
    letGo: assign(({ context }) => letGo(context)),
    act: assign(({ context, event }) => act(context, event)),
    passTurn: assign(({ context }) => passTurn(context)),
    closeRound: assign(({ context }) => closeRound(context)),
    startNextRound: assign(({ context }) => startNextRound(context)),
    scoreGame: assign(({ context }) => finishGame(context)),
  },
}).createMachine({
  // Each state's `meta.rules` names the clauses it carries out, for the statechart page.
  id: 'steamRollers',
  context: ({ input }) => input,
  initial: 'resume',
  states: {
    /** Enters the chart wherever the given position waits. */
    resume: {
      meta: { rules: [] },
      always: [
        { guard: 'inPhaseRoll', target: 'rolling' },
        { guard: 'inPhaseDraft', target: 'drafting' },
        { guard: 'inPhaseSteal', target: 'stealWindow' },
        { guard: 'inPhaseAction', target: 'acting' },
        { guard: 'inPhaseSecond', target: 'secondDie' },
        { target: 'over' },
      ],
    },
    /** RD1: the start player rolls all the dice; the black die goes on the supply board. */
    rolling: {
      meta: { rules: ['RD1', 'S4'] },
      on: {
        'dice.roll': { guard: 'isLegal', target: 'turnStart', actions: 'rollDice' },
      },
    },
    /** RD2, SC2: the player straightens their sideways cards; a die given by 2b is played at once. */
    turnStart: {
      meta: { rules: ['RD2', 'SC2'] },
      entry: 'startTurn',
      always: [{ guard: 'isActing', target: 'acting' }, { target: 'drafting' }],
    },
    /** RD2: take one white die. */
    drafting: {
      meta: { rules: ['RD2'] },
      on: {
        'die.take': { guard: 'isLegal', target: 'dieTaken', actions: 'takeDie' },
      },
    },
    /** Card 2b may claim the die just drafted, when its holder has not drafted yet this round. */
    dieTaken: {
      meta: { rules: ['SC3'] },
      always: [{ guard: 'isStealOpen', target: 'stealWindow' }, { target: 'acting' }],
    },
    /** Card 2b: take the die (its drafter drafts again) or let it go. */
    stealWindow: {
      meta: { rules: ['SC3', 'RD2'] },
      on: {
        'card.play': { guard: 'isLegal', target: 'drafting', actions: 'playCard' },
        'steal.pass': { guard: 'isLegal', target: 'acting', actions: 'letGo' },
      },
    },
    /** One action with the die: build (B1–B5), improve (E1, E2), deliver (D1–D7), take a card (SC1, SC2); cards 1, 5a, 5b change the die first. */
    acting: {
      meta: { rules: ['B1', 'B2', 'B3', 'B4', 'B5', 'E1', 'E2', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'SC1', 'SC2', 'SC3', 'S6'] },
      on: {
        'card.play': { guard: 'isLegal', target: 'acting', reenter: true, actions: 'playCard' },
        'track.build': { guard: 'isLegal', target: 'afterAction', actions: 'act' },
        'engine.improve': { guard: 'isLegal', target: 'afterAction', actions: 'act' },
        'cargo.deliver': { guard: 'isLegal', target: 'afterAction', actions: 'act' },
        'card.take': { guard: 'isLegal', target: 'afterAction', actions: 'act' },
        'turn.pass': { guard: 'isLegal', target: 'afterAction', actions: 'act' },
      },
    },
    /** RD3: a second die taken with the first (card 2a, both at once) is acted with next; with card 2a and a spare die the player may go on; otherwise the turn ends. */
    afterAction: {
      meta: { rules: ['RD3'] },
      always: [{ guard: 'hasDieToAct', target: 'acting' }, { guard: 'isWaitingForSecond', target: 'secondDie' }, { target: 'endOfTurn' }],
    },
    /** Card 2a: take a second die (while one is spare) or end the turn. */
    secondDie: {
      meta: { rules: ['RD3', 'SC3'] },
      on: {
        'card.play': { guard: 'isLegal', target: 'dieTaken', actions: 'playCard' },
        'turn.end': { guard: 'isLegal', target: 'endOfTurn' },
      },
    },
    /** RD2: the next player clockwise, until everyone has had a turn. */
    endOfTurn: {
      meta: { rules: ['RD2'] },
      always: [{ guard: 'isLastTurn', target: 'endOfRound' }, { target: 'turnStart', actions: 'passTurn' }],
    },
    /** RD4: three empty supply cities (or nothing left to deliver) end the game. */
    endOfRound: {
      meta: { rules: ['RD4'] },
      entry: 'closeRound',
      always: [{ guard: 'isGameEnding', target: 'scoring' }, { target: 'nextRound' }],
    },
    /** RD4: the marker passes to the left and the dice are gathered. */
    nextRound: {
      meta: { rules: ['RD4'] },
      always: { target: 'rolling', actions: 'startNextRound' },
    },
    /** F1–F5: deliveries, network, engine bonus, card points; ties by engine, then network. */
    scoring: {
      meta: { rules: ['F1', 'F2', 'F3', 'F4', 'F5'] },
      always: { target: 'over', actions: 'scoreGame' },
    },
    over: {
      meta: { rules: ['F5'] },
      type: 'final',
    },
  },
}));

/** The core's phase a chart state rests in (transient states never rest). */
export const RESTING: Readonly<Record<string, SteamState['phase']>> = {
  rolling: 'roll',
  drafting: 'draft',
  stealWindow: 'steal',
  acting: 'action',
  secondDie: 'second',
  over: 'over',
};

